/**
 * Payees are read whichever way costs fewer requests: the account's beneficiary pages while the pages left are fewer
 * than the payees still missing, else one get per payee still missing.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../../src/api";
import { beneficiarySchema, type Beneficiary } from "../../../../../src/api/schemas";
import { loadPayees } from "../../../../../src/taskpane/features/approvals/payee-lookup";
import * as fixtures from "../../../api/wire-fixtures";

const id = (n: number) => `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, "0")}`;
const payee = (n: number): Beneficiary => beneficiarySchema.parse(fixtures.beneficiary({ id: id(n), name: `Payee ${n}`, iban: "DE89370400440532013000", bank_country: "DE" }));

/** An account with `count` beneficiaries, 100 a page; every request it answers is recorded. */
function account(count: number) {
  const all = Array.from({ length: count }, (_, index) => payee(index + 1));
  const calls: string[] = [];
  const pages = Math.max(1, Math.ceil(count / 100));
  const client = {
    core: {
      beneficiaries: {
        find: async ({ page = 1 }: { page?: number }) => {
          calls.push(`find page ${page}`);
          return { beneficiaries: all.slice((page - 1) * 100, page * 100), pagination: { total_pages: pages, current_page: page } };
        },
        get: async (wanted: string) => {
          calls.push(`get ${wanted}`);
          const found = all.find((beneficiary) => beneficiary.id === wanted);
          if (!found) throw new Error("not found");
          return found;
        },
      },
    },
  } as unknown as FxDeskClient;
  return { client, calls };
}

const request = (ids: number[]) => ({ wanted: new Map(ids.map((n): [string, string | undefined] => [id(n), undefined])), find: { onBehalfOf: undefined, scope: undefined }, signal: new AbortController().signal });

describe("payees of the payments awaiting authorisation", () => {
  it("one page holds them all: one find, masked IBAN and bank country", async () => {
    const { client, calls } = account(80);
    const found = await loadPayees(client, request([3, 40, 77]));
    expect(calls).toEqual(["find page 1"]);
    expect(found.get(id(3))).toMatchObject({ name: "Payee 3", account: "IBAN •••• 3000", bankCountry: "DE", details: expect.objectContaining({ id: id(3) }) });
    expect(found.size).toBe(3);
  });

  it("pages on while fewer pages are left than payees missing", async () => {
    const { client, calls } = account(450);
    // After page 1, 3 payees are missing and 4 pages left: gets are cheaper.
    await loadPayees(client, request([1, 150, 250, 420]));
    expect(calls).toEqual(["find page 1", `get ${id(150)}`, `get ${id(250)}`, `get ${id(420)}`]);
    const many = account(250);
    // After page 1, 6 payees missing and 2 pages left: the pages are cheaper.
    await loadPayees(many.client, request([1, 101, 102, 103, 201, 202, 203]));
    expect(many.calls).toEqual(["find page 1", "find page 2", "find page 3"]);
  });

  it("a payee that cannot be read is left out; none wanted, nothing sent", async () => {
    const { client, calls } = account(10);
    const found = await loadPayees(client, request([2, 999]));
    expect([...found.keys()]).toEqual([id(2)]);
    expect(calls).toEqual(["find page 1", `get ${id(999)}`]);
    const idle = account(10);
    expect((await loadPayees(idle.client, request([]))).size).toBe(0);
    expect(idle.calls).toEqual([]);
  });
});
