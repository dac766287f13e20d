import { describe, expect, it } from "@jest/globals";
import { beneficiarySchema, paymentSchema, type PaymentInput } from "../../../../../src/api/schemas";
import { approvalRow, batchOf, CREATOR_NOT_KNOWN, PAYEE_NOT_KNOWN, filterChoices, filterRows, inCreationOrder, SINGLE_BATCH, totalsByCurrency } from "../../../../../src/taskpane/features/approvals/approval-rows";
import * as fixtures from "../../../api/wire-fixtures";

const MAKER = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const GROUP = "33333333-3333-4333-8333-333333333333";
const names = {
  beneficiaries: new Map([[fixtures.ids.beneficiary, { name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", details: beneficiarySchema.parse(fixtures.beneficiary()) }]]),
  contacts: new Map([[MAKER, "Demo Treasurer"]]),
};

let next = 0;
function row(overrides: Partial<PaymentInput>, you?: Parameters<typeof approvalRow>[3]) {
  next += 1;
  const id = overrides.id ?? `aaaaaaaa-aaaa-4aaa-8aaa-${String(next).padStart(12, "0")}`;
  return approvalRow(paymentSchema.parse(fixtures.payment({ creator_contact_id: MAKER, status: "awaiting_authorisation", ...overrides, id })), names, { name: "Harbour Trading Ltd", actAs: OTHER }, you);
}

describe("approval rows", () => {
  it("shows the beneficiary and the creator by name, the amount with the currency's minor units and the creation in UTC", () => {
    const shown = row({ amount: "1250.5", currency: "EUR", created_at: "2026-01-05T10:07:31+01:00", authorisation_steps_required: "2" });
    expect(shown).toMatchObject({ beneficiary: "Acme GmbH", creator: "Demo Treasurer", amountText: "1,250.50", createdText: "2026-01-05 09:07 UTC", stepsRequired: 2 });
    expect([shown.accountName, shown.actAs]).toEqual(["Harbour Trading Ltd", OTHER]);
    const jpy = row({ amount: "1500", currency: "JPY", creator_contact_id: OTHER, beneficiary_id: GROUP });
    expect([jpy.amountText, jpy.creator, jpy.beneficiary, jpy.payeeAccount, jpy.bankCountry]).toEqual(["1,500", CREATOR_NOT_KNOWN, PAYEE_NOT_KNOWN, "", ""]);
  });

  it("carries what an approver checks: the payee's masked bank details and bank country, the payment date and reason", () => {
    const shown = row({ payment_date: "2026-01-07", reason: "Invoice 1001", reference: "INV-1001" });
    expect([shown.beneficiary, shown.payeeAccount, shown.bankCountry, shown.paymentDate, shown.reason, shown.reference]).toEqual([
      "Acme GmbH",
      "IBAN •••• 3000",
      "DE",
      "2026-01-07",
      "Invoice 1001",
      "INV-1001",
    ]);
  });

  it("knows the signed-in person's own payments: created as their contact, or booked under their login per the audit sheet", () => {
    const booked = "bbbbbbbb-bbbb-4bbb-8bbb-000000000001";
    expect(row({}, { contactId: MAKER, booked: new Set() }).createdByYou).toBe(true);
    expect(row({ creator_contact_id: OTHER }, { contactId: MAKER, booked: new Set() }).createdByYou).toBe(false);
    expect(row({ id: booked, creator_contact_id: OTHER }, { contactId: MAKER, booked: new Set([booked]) }).createdByYou).toBe(true);
    expect(row({}).createdByYou).toBe(false);
  });

  it("finds a payment's batch: the sheet run of its FX key, else its payment group, else single", () => {
    expect(batchOf({ unique_request_id: "fxd-t5k2abcd-0a1b2c3d-r12", payment_group_id: GROUP })).toBe("fxd-t5k2abcd-0a1b2c3d");
    expect(batchOf({ unique_request_id: "my-own-key", payment_group_id: GROUP })).toBe(GROUP);
    expect(batchOf({ unique_request_id: null, payment_group_id: null })).toBe(SINGLE_BATCH);
  });

  it("filters by currency, creator and batch together, and offers each value once, sorted", () => {
    const rows = [
      row({ currency: "GBP", amount: "1", unique_request_id: "fxd-run1-0a1b2c3d-r2" }),
      row({ currency: "EUR", amount: "2", unique_request_id: "fxd-run1-0a1b2c3d-r3" }),
      row({ currency: "GBP", amount: "3", creator_contact_id: OTHER, unique_request_id: "fxd-run2-0a1b2c3d-r2" }),
      row({ currency: "GBP", amount: "4" }),
    ];
    const amounts = (filters: Parameters<typeof filterRows>[1]) => filterRows(rows, filters).map((r) => r.amount.toString());
    expect(amounts({})).toEqual(["1", "2", "3", "4"]);
    expect(amounts({ currency: "GBP" })).toEqual(["1", "3", "4"]);
    expect(amounts({ currency: "GBP", creatorId: MAKER })).toEqual(["1", "4"]);
    expect(amounts({ batch: "fxd-run1-0a1b2c3d" })).toEqual(["1", "2"]);
    expect(amounts({ currency: "EUR", batch: "fxd-run2-0a1b2c3d" })).toEqual([]);
    const choices = filterChoices(rows);
    expect(choices.currencies.map((c) => c.value)).toEqual(["EUR", "GBP"]);
    expect(choices.creators).toEqual([{ value: MAKER, label: "Demo Treasurer" }, { value: OTHER, label: CREATOR_NOT_KNOWN }]);
    expect(choices.batches.map((c) => c.value)).toEqual(["fxd-run1-0a1b2c3d", "fxd-run2-0a1b2c3d", SINGLE_BATCH]);
  });

  it("totals per currency in Decimal, exact where binary floating point is not, with minor units and grouping", () => {
    const rows = [
      row({ currency: "EUR", amount: "0.10" }),
      row({ currency: "EUR", amount: "0.20" }),
      row({ currency: "JPY", amount: "1000000" }),
      row({ currency: "BHD", amount: "1.005" }),
      row({ currency: "EUR", amount: "999999.70" }),
    ];
    expect(totalsByCurrency(rows).map(({ currency, count, total, text }) => [currency, count, total.toString(), text])).toEqual([
      ["BHD", 1, "1.005", "1.005"],
      ["EUR", 3, "1000000", "1,000,000.00"],
      ["JPY", 1, "1000000", "1,000,000"],
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe("approval rows in creation order", () => {
  it("puts the oldest first and a batch created in one instant by short reference, whatever order the service sent", () => {
    const make = (short_reference: string, created_at: string) => row({ short_reference, created_at });
    const rows = [make("260105-C", "2026-01-05T09:00:00Z"), make("260105-A", "2026-01-05T09:00:00Z"), make("260104-Z", "2026-01-04T17:00:00+00:00"), make("260105-B", "2026-01-05T09:00:00Z")];
    expect(inCreationOrder(rows).map((r) => r.shortReference)).toEqual(["260104-Z", "260105-A", "260105-B", "260105-C"]);
    expect(inCreationOrder([...rows].reverse()).map((r) => r.shortReference)).toEqual(["260104-Z", "260105-A", "260105-B", "260105-C"]);
  });
});
