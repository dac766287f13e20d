import { describe, expect, it } from "@jest/globals";
import { PAYMENT_FIELDS, CONVERSION_FIELDS, mapColumns, normalizeHeader } from "../../../../src/domain/orders";
import { resultHeaders } from "../../../../src/jobs/engine/result-columns";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

describe("mapColumns", () => {
  it("matches headers by synonym, ignoring case, spaces and punctuation", () => {
    const mapping = mapColumns(["  Payee Name ", "AMT.", "ccy", "Payment-Reference", "Reason for payment", "On behalf of", "Sort code", "Notes"], PAYMENT_FIELDS);
    expect(mapping.headers).toEqual({
      beneficiary_name: "  Payee Name ",
      amount: "AMT.",
      currency: "ccy",
      reference: "Payment-Reference",
      reason: "Reason for payment",
      acting_as: "On behalf of",
      routing_code_value: "Sort code",
    });
    expect(mapping.missing).toEqual([]);
    expect(mapping.unused).toEqual(["Notes"]);
  });

  it("maps conversions' buy/sell spellings and reports what is missing", () => {
    const mapping = mapColumns(["Buy", "Sell CCY", "Value"], CONVERSION_FIELDS);
    expect(mapping.columns).toEqual({ buy_currency: 0, sell_currency: 1, amount: 2 });
    expect(mapping.missing).toEqual(["Fixed side", "Reason"]);
  });

  it("asks for a beneficiary or bank details on payments", () => {
    expect(mapColumns(["Amount", "Currency", "Reference", "Reason"], PAYMENT_FIELDS).missing).toEqual([expect.stringContaining("beneficiary")]);
    expect(mapColumns(["Amount", "Currency", "Reference", "Reason", "IBAN"], PAYMENT_FIELDS).missing).toEqual([]);
  });

  it("takes the best synonym when several headers fit, and says so", () => {
    const mapping = mapColumns(["Value", "Amount", "Currency"], PAYMENT_FIELDS);
    expect(mapping.headers["amount"]).toBe("Amount");
    expect(mapping.conflicts).toEqual([{ field: "amount", headers: ["Amount", "Value"] }]);
  });

  it("lets a correction win, unmap a field, or report a header that is not there", () => {
    const mapping = mapColumns(["Paid to", "Sum", "Currency", "Ref", "Reason", "Type"], PAYMENT_FIELDS, { beneficiary: "paid to", amount: "SUM", payment_type: null, reference: "Nope" });
    expect(mapping.headers).toMatchObject({ beneficiary: "Paid to", amount: "Sum" });
    expect(mapping.columns["payment_type"]).toBeUndefined();
    expect(mapping.columns["reference"]).toBeUndefined();
    expect(mapping.unknownCorrections).toEqual([{ field: "reference", header: "Nope" }]);
  });

  it("never reads the job's own result columns as input", () => {
    const mapping = mapColumns(["Beneficiary", "Amount", "Currency", "Reference", "Reason", ...resultHeaders(paymentKind)], PAYMENT_FIELDS, {}, resultHeaders(paymentKind));
    expect(Object.values(mapping.columns).every((index) => index < 5)).toBe(true);
    expect(mapping.unused).toEqual([]);
  });

  it("normalises accents and punctuation away", () => {
    expect(normalizeHeader(" Référence_de-Paiement ")).toBe("referencedepaiement");
  });
});
