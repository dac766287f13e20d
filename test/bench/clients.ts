/**
 * The Clients tab's list over 5,000 sub-accounts in the demo service (its own process): the tab's paged list
 * (taskpane/components/find-pages.ts, the same find the tab sends) beside the baseline of reading every page before
 * showing anything, in the same run. Measured: what opening the list costs until its first rows can be drawn, and
 * what dragging the scrollbar to row 4,000 costs (requests and milliseconds, median of 5). Once on loopback and
 * once with 10 ms of service latency standing for the network.
 */
import pLimit from "p-limit";
import type { FxDeskClient } from "../../src/api";
import type { Account } from "../../src/api/schemas";
import { FindPages, PAGE_SIZE } from "../../src/taskpane/components/find-pages";
import { call, login } from "../support/demo-http";
import { startDemoProcess, type DemoProcess } from "../support/demo-service";
import { countingClient, medianMs, setLatency } from "./bench-client";

const SUB_ACCOUNTS = 5_000;
const RUNS = 5;
/** Rows a 360 px pane shows at once. */
const VISIBLE_ROWS = 13;
const JUMP_TO = 4_000;

interface Cost {
  requests: number;
  medianMs: number;
}


/** The tab's list: the find it sends, ordered by name, a page at a time as rows come into view. */
function accountPages(api: FxDeskClient): FindPages<Account> {
  return new FindPages<Account>(async (paging, options) => {
    const result = await api.core.accounts.find({ ...paging, order: "account_name", order_asc_desc: "asc" }, options);
    return { items: result.accounts, pagination: result.pagination };
  }, {});
}


/** Runs `step` on a fresh, signed-in client RUNS times: its requests (the same each run) and median time. */
async function measure(service: DemoProcess, step: (api: FxDeskClient) => Promise<void>): Promise<Cost> {
  const times: number[] = [];
  let requests = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { api, requests: made } = countingClient(service);
    await api.core.accounts.current(); // signs in outside the timing
    const before = made();
    const started = performance.now();
    await step(api);
    times.push(performance.now() - started);
    requests = made() - before;
  }
  return { requests, medianMs: medianMs(times) };
}

async function checkedShow(pages: FindPages<Account>, first: number): Promise<void> {
  await pages.show(first, first + VISIBLE_ROWS);
  if (pages.at(first) === undefined || pages.at(first + VISIBLE_ROWS - 1) === undefined) throw new Error(`rows ${first}… not loaded`);
}

async function readAll(api: FxDeskClient): Promise<Account[]> {
  const all = await api.core.accounts.findAll({ per_page: PAGE_SIZE, order: "account_name", order_asc_desc: "asc" }).toArray();
  if (all.length < SUB_ACCOUNTS) throw new Error(`read ${all.length} accounts`);
  return all;
}

async function compare(service: DemoProcess, latencyMs: number) {
  const open = await measure(service, (api) => checkedShow(accountPages(api), 0));
  const jump = await measure(service, async (api) => {
    const pages = accountPages(api);
    await checkedShow(pages, 0);
    await checkedShow(pages, JUMP_TO);
  });
  const everyPage = await measure(service, async (api) => void (await readAll(api)));
  return {
    latencyMs,
    openList: open,
    openThenJumpToRow4000: jump,
    baselineEveryPageFirst: everyPage,
    ratios: {
      openRequests: +(open.requests / everyPage.requests).toFixed(4),
      openTime: +(open.medianMs / everyPage.medianMs).toFixed(3),
      jumpTime: +(jump.medianMs / everyPage.medianMs).toFixed(3),
    },
  };
}


export async function benchClients(): Promise<Record<string, unknown>> {
  const service = await startDemoProcess(["--no-limits", "--admin"]);
  try {
    const token = await login(service);
    const limit = pLimit(8);
    await Promise.all(
      Array.from({ length: SUB_ACCOUNTS }, (_, index) =>
        limit(async () => {
          const name = `Bench Client ${String(index).padStart(4, "0")}`;
          const created = await call(service, "POST", "/v2/accounts/create", { account_name: name, legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" }, { token });
          if (created.status !== 200) throw new Error(`accounts/create: ${created.status} ${JSON.stringify(created.body)}`);
        }),
      ),
    );
    const loopback = await compare(service, 0);
    await setLatency(service, 10);
    const network = await compare(service, 10);
    return { subAccounts: SUB_ACCOUNTS, pageSize: PAGE_SIZE, visibleRows: VISIBLE_ROWS, runsPerFigure: RUNS, loopback, latency10ms: network };
  } finally {
    await service.close();
  }
}
