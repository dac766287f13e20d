/**
 * An account's saved payees for a payment row given by bank details (issue 39 point 3): every payee of the account is
 * found, and when the pages read hold it only under another name, a page not read may hold the row's own name: the
 * account is then looked up by itself, so the row is paid to the payee it names instead of being held.
 */
import { describe, expect, it } from "@jest/globals";
import type { BeneficiaryFindParams } from "../../../../src/api";
import { findPages, PagedList, type Page } from "../../../../src/api/internal/pagination";
import { paginationSchema, type Beneficiary } from "../../../../src/api/schemas";
import { KnownBeneficiaries } from "../../../../src/jobs/payees/beneficiary-natural-key";
import type { KindApi } from "../../../../src/jobs/engine/booking-api";
import { payeeOfAccount } from "../../../../src/jobs/kinds/payment/beneficiary-resolver";
import * as fixtures from "../../api/wire-fixtures";

const payee = (id: number, name: string, accountNumber: string): Beneficiary =>
  ({ id: `b-${id}`, name, bank_account_holder_name: `${name} Ltd`, currency: "GBP", bank_country: "GB", iban: null, account_number: accountNumber, routing_code_type_1: "sort_code", routing_code_value_1: "601613", routing_code_value_2: null }) as unknown as Beneficiary;

/** 300 GBP payees, 100 a page: "Landlord" on page 1 and "Ricardo Souza" on page 3 share account 55779911. */
const SAVED: Beneficiary[] = Array.from({ length: 300 }, (_, index) =>
  index === 5 ? payee(index, "Landlord", "55779911") : index === 250 ? payee(index, "Ricardo Souza", "55779911") : payee(index, `Payee ${index}`, String(10_000_000 + index)),
);

function scriptedApi() {
  const finds: BeneficiaryFindParams[] = [];
  const api = {
    beneficiaries: {
      findAll: (params: BeneficiaryFindParams) => {
        finds.push(params);
        const matching = SAVED.filter((saved) => params.account_number === undefined || saved.account_number === params.account_number);
        const pages = Math.max(1, Math.ceil(matching.length / 100));
        return new PagedList(() =>
          findPages(async (page): Promise<Page<Beneficiary>> => ({
            items: matching.slice((page - 1) * 100, page * 100),
            pagination: paginationSchema.parse(fixtures.pagination({ current_page: page, next_page: page < pages ? page + 1 : -1, total_pages: pages, total_entries: matching.length })),
          })),
        );
      },
    },
  } as unknown as KindApi<"beneficiaries">;
  return { api, finds };
}

const ACCOUNT = { currency: "GBP", iban: undefined, accountNumber: "55779911", routingCodeValue: "601613" };

describe("KnownBeneficiaries.findEach", () => {
  it("looks the account up by itself when the pages read hold it only under another name, and the row pays the payee it names", async () => {
    const { api, finds } = scriptedApi();
    const known = await KnownBeneficiaries.read(api, "GBP", { keys: [{ ...ACCOUNT, name: "Ricardo Souza" }] }, {});
    // One page read: two pages left against one account wanted, which is cheaper looked up by itself.
    expect(known.readWhole).toBe(false);
    const saved = await known.findEach(ACCOUNT, "Ricardo Souza");
    expect(saved.map((beneficiary) => beneficiary.name)).toEqual(["Landlord", "Ricardo Souza"]);
    expect(finds.map((params) => params.account_number)).toEqual([undefined, "55779911"]);
    expect(payeeOfAccount(saved, "Ricardo Souza", "Beneficiary")).toEqual({ beneficiary: SAVED[250] });
  });

  it("answers from the pages when they hold the name asked for, and holds a row naming neither payee of the account", async () => {
    const { api, finds } = scriptedApi();
    const known = await KnownBeneficiaries.read(api, "GBP", { keys: [{ ...ACCOUNT, name: "Landlord" }] }, {});
    expect((await known.findEach(ACCOUNT, "Landlord")).map((beneficiary) => beneficiary.name)).toEqual(["Landlord"]);
    expect(finds).toHaveLength(1);
    expect(payeeOfAccount(await known.findEach(ACCOUNT, "Landlord"), "Maria Lopes", "Beneficiary")).toEqual({
      message: `Beneficiary: the account in this row is saved as payee "Landlord"; the row names "Maria Lopes": pick one — write the saved payee's name in Beneficiary to pay it, or change the bank details`,
    });
    // The account holder's name counts as the payee's name, as a row naming a payee finds it.
    expect(payeeOfAccount(SAVED.slice(5, 6), "landlord  LTD", "Beneficiary")).toEqual({ beneficiary: SAVED[5] });
  });
});
