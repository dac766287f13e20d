/** The confirmation dialog's count lines: what will be sent, what exists already, and what is left out or held back. */
import type { Confirmation } from "../../../jobs";
import { doneWordsOf, kindNoun } from "./activity";
import { plural } from "../../../domain";

export function confirmationCounts(confirmation: Confirmation): string[] {
  const { existingRows } = confirmation;
  return [
    `${plural(confirmation.rowsToSend, "row")} will be sent${confirmation.rowsToRecover > 0 ? `, ${confirmation.rowsToRecover} of them looked up by their key first` : ""}`,
    existingRows > 0
      ? `${kindNoun(confirmation.kind, existingRows)} exist${existingRows === 1 ? "s" : ""} already: ${existingRows === 1 ? "its row gets its" : "their rows get their"} id, nothing is created again`
      : undefined,
    confirmation.invalidRows > 0 ? `${confirmation.invalidRows} invalid row${confirmation.invalidRows === 1 ? " is" : "s are"} left out` : undefined,
    confirmation.heldRows > 0 ? `${confirmation.heldRows} duplicate row${confirmation.heldRows === 1 ? " is" : "s are"} held back` : undefined,
    confirmation.copyRows > 0
      ? confirmation.acceptCopies
        ? `${confirmation.copyRows} copied row${confirmation.copyRows === 1 ? " is" : "s are"} sent as new, each under a key of its own`
        : `${confirmation.copyRows} copied row${confirmation.copyRows === 1 ? " is" : "s are"} held back: ${confirmation.copyRows === 1 ? "it carries" : "they carry"} another row's FX key`
      : undefined,
    confirmation.payeeCheckRows > 0
      ? confirmation.acceptPayeeChecks
        ? `${plural(confirmation.payeeCheckRows, "row")} whose payee name did not match or could not be checked ${confirmation.payeeCheckRows === 1 ? "is" : "are"} sent: you continue anyway, and the audit sheet records it`
        : `${plural(confirmation.payeeCheckRows, "row")} whose payee name did not match or could not be checked ${confirmation.payeeCheckRows === 1 ? "is" : "are"} held back`
      : undefined,
    confirmation.uncheckedPayeesQuestion !== undefined
      ? `${confirmation.uncheckedPayeesQuestion}: ${confirmation.acceptUncheckedPayees ? `${confirmation.uncheckedPayeeRows === 1 ? "it is" : "they are"} sent unchecked with your go-ahead, and the audit sheet records it` : `${confirmation.uncheckedPayeeRows === 1 ? "it is" : "they are"} held back`}`
      : undefined,
    confirmation.bookedBefore > 0 ? `${confirmation.bookedBefore} row${confirmation.bookedBefore === 1 ? " was" : "s were"} ${doneWordsOf(confirmation.kind).verb} before and ${confirmation.bookedBefore === 1 ? "is" : "are"} skipped` : undefined,
  ].filter((line): line is string => line !== undefined);
}
