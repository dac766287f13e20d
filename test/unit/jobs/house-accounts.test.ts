/** Which account a transfer row's text names: House, a short reference, a name (any case, spacing); or, in words, why none. */
import { describe, expect, it } from "@jest/globals";
import type { KindApi } from "../../../src/jobs/engine/booking-api";
import { HouseAccounts } from "../../../src/jobs/house-accounts";

const account = (id: string, name: string, shortReference: string) => ({ id, account_name: name, short_reference: shortReference });
const HOUSE = account("house-id", "Treasury Ltd", "260105-00001");
const ACME = account("acme-id", "Acme Ltd", "260105-00002");
const TWIN_A = account("twin-a", "Twin Trading", "260105-00004");
const TWIN_B = account("twin-b", "Twin Trading", "260105-00003");

/** The accounts resource as the kind reads it: the signed-in account, and every account of the house in one find. */
function accountsApi(more: ReturnType<typeof account>[] = []) {
  const all = [HOUSE, ACME, TWIN_A, TWIN_B, ...more];
  return { accounts: { current: async () => HOUSE, findAll: () => ({ toArray: async () => all }) } } as unknown as KindApi<"accounts">;
}

describe("the account a transfer row names", () => {
  it("is the house for House (any case) or the house's own name, shown as the house account", async () => {
    const accounts = await HouseAccounts.load(accountsApi());
    for (const typed of ["House", "house account", "  HOUSE ", "treasury ltd"]) {
      expect(accounts.named(typed)).toEqual({ ok: true, account: { id: "house-id", name: "Treasury Ltd (house account)", shortReference: "260105-00001", house: true } });
    }
  });

  it("is the sub-account of that short reference, or of that name in any case and spacing", async () => {
    const accounts = await HouseAccounts.load(accountsApi());
    const acme = { ok: true, account: { id: "acme-id", name: "Acme Ltd", shortReference: "260105-00002", house: false } };
    expect(accounts.named("260105-00002")).toEqual(acme);
    expect(accounts.named("ACME   ltd")).toEqual(acme);
    expect(accounts.named("260105-00003")).toMatchObject({ ok: true, account: { id: "twin-b" } });
  });

  it("finds a name without regard to its accents, as the Acting as column does with the same search", async () => {
    const accounts = await HouseAccounts.load(accountsApi([account("societe-id", "Société Générale", "260105-00005")]));
    expect(accounts.named("societe generale")).toMatchObject({ ok: true, account: { id: "societe-id", name: "Société Générale" } });
    expect(accounts.matching("SOCIÉTÉ  Générale")).toEqual([{ id: "societe-id", name: "Société Générale", shortReference: "260105-00005", house: false }]);
  });

  it("is none for a name no account has, or one two accounts share (their short references said, in order)", async () => {
    const accounts = await HouseAccounts.load(accountsApi());
    expect(accounts.named("Acme Limited")).toEqual({ ok: false, problem: 'no account is called "Acme Limited" — type House, or a sub-account\'s name or short reference as the Balances tab lists it' });
    expect(accounts.named("Twin Trading")).toEqual({ ok: false, problem: '"Twin Trading" is the name of 2 accounts (260105-00003, 260105-00004) — type the short reference of the one you mean' });
  });
});
