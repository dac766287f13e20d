/** A confirmation as the pane receives it: nothing sent, held or included unless a test says so. */
import Decimal from "decimal.js";
import type { KindConfirmation } from "../../../../../../src/jobs";

export function confirmationOf(fields: Partial<KindConfirmation<"payment">> = {}): KindConfirmation<"payment"> {
  return {
    kind: "payment",
    sheet: "Payments",
    runId: "run-1",
    rowsToSend: 0,
    sendingRows: [],
    rowsToRecover: 0,
    invalidRows: 0,
    heldRows: 0,
    copyRows: 0,
    payeeCheckRows: 0,
    uncheckedPayeeRows: 0,
    uncheckedPayeesQuestion: undefined,
    existingRows: 0,
    bookedBefore: 0,
    totals: [{ actingAs: undefined, currency: "EUR", amount: new Decimal(0), rows: 0 }],
    needs: [],
    funding: [],
    acceptDuplicates: false,
    acceptCopies: false,
    acceptPayeeChecks: false,
    acceptUncheckedPayees: false,
    authorisation: [],
    ...fields,
  };
}
