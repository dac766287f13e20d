/**
 * Consolidated balances of 200 sub-accounts × 5 currencies (plus the house account's 7), read by the client from the
 * demo service in its own process: balances find with `scope=all`, every page (target: requests ≤ pages), beside
 * the one-request-per-account way in the same run (contacts found first for their on_behalf_of ids, then each
 * account's balances). Once on loopback and once with 10 ms of service latency standing for the network; the
 * requests each way costs under the provider demo's 150 calls per minute is given as the minutes it would take.
 */
import type { FxDeskClient } from "../../src/api";
import { MAX_PER_PAGE } from "../../src/demo-service/pagination";
import { DEMO_LIMITS } from "../../src/demo-service/limits";
import { subAccount } from "../support/demo-data";
import { call, login } from "../support/demo-http";
import { startDemoProcess, type DemoProcess } from "../support/demo-service";
import { countingClient, medianMs, setLatency } from "./bench-client";

const SUB_ACCOUNTS = 200;
const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CHF"];
const RUNS = 5;
const PER_PAGE = MAX_PER_PAGE;

interface Way {
  requests: number;
  balances: number;
  medianMs: number;
}


async function consolidated(api: FxDeskClient): Promise<number> {
  return (await api.core.balances.findAll({ scope: "all", per_page: PER_PAGE }).toArray()).length;
}

async function accountByAccount(api: FxDeskClient): Promise<number> {
  const contacts = await api.core.contacts.findAll({ per_page: PER_PAGE }).toArray();
  const house = (await api.core.accounts.current()).id;
  const firstContactOf = new Map<string, string>();
  for (const contact of contacts) if (contact.account_id !== house && !firstContactOf.has(contact.account_id)) firstContactOf.set(contact.account_id, contact.id);
  let count = (await api.core.balances.findAll({ per_page: PER_PAGE }).toArray()).length;
  for (const contactId of firstContactOf.values()) {
    count += (await api.core.balances.findAll({ per_page: PER_PAGE }, { onBehalfOf: contactId }).toArray()).length;
  }
  return count;
}

async function measure(service: DemoProcess, read: (api: FxDeskClient) => Promise<number>): Promise<Way> {
  const times: number[] = [];
  let requests = 0;
  let balances = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { api, requests: made } = countingClient(service);
    await api.core.accounts.current(); // signs in outside the timing
    const before = made();
    const started = performance.now();
    balances = await read(api);
    times.push(performance.now() - started);
    requests = made() - before;
  }
  return { requests, balances, medianMs: medianMs(times) };
}


function compare(latencyMs: number, one: Way, perAccount: Way) {
  const pages = Math.ceil(one.balances / PER_PAGE);
  return {
    latencyMs,
    consolidated: { ...one, pages, perPage: PER_PAGE, meetsTarget: one.requests <= pages },
    baselineOneRequestPerAccount: perAccount,
    ratios: {
      requests: +(one.requests / perAccount.requests).toFixed(4),
      time: +(one.medianMs / perAccount.medianMs).toFixed(3),
    },
  };
}

export async function benchBalances(): Promise<Record<string, unknown>> {
  const service = await startDemoProcess(["--no-limits", "--admin"]);
  try {
    const token = await login(service);
    for (let index = 0; index < SUB_ACCOUNTS; index += 1) {
      const { contactId } = await subAccount(service, token, `Bench Client ${index}`);
      for (const currency of CURRENCIES) {
        const opened = await call(service, "GET", `/v2/balances/${currency}`, { on_behalf_of: contactId }, { token });
        if (opened.status !== 200) throw new Error(`balances/${currency}: ${opened.status} ${JSON.stringify(opened.body)}`);
      }
    }
    const loopback = compare(0, await measure(service, consolidated), await measure(service, accountByAccount));
    await setLatency(service, 10);
    const network = compare(10, await measure(service, consolidated), await measure(service, accountByAccount));
    const perMinute = DEMO_LIMITS.authenticated;
    return {
      subAccounts: SUB_ACCOUNTS,
      currenciesPerSubAccount: CURRENCIES.length,
      runsPerFigure: RUNS,
      loopback,
      latency10ms: network,
      minutesAtDemoLimit: {
        limitPerMinute: perMinute,
        consolidated: +(loopback.consolidated.requests / perMinute).toFixed(3),
        baselineOneRequestPerAccount: +(loopback.baselineOneRequestPerAccount.requests / perMinute).toFixed(3),
      },
    };
  } finally {
    await service.close();
  }
}
