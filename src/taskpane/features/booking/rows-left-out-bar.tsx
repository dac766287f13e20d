import { MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { rowsLeftOut, type OrderSheet } from "../../../jobs";

/**
 * Which selected rows the last read left out and why (another table's rows, hidden rows…), beside the rows it did
 * read: a row the person selected is never dropped without a word. Nothing is shown when every row was read.
 */
export function RowsLeftOutBar({ sheet }: { sheet: Pick<OrderSheet, "notRead" | "hiddenRows"> }) {
  const sentences = rowsLeftOut(sheet);
  if (sentences.length === 0) return null;
  const notRead = sheet.notRead.length > 0;
  return (
    <MessageBar intent={notRead ? "warning" : "info"} layout="multiline" data-testid="rows-left-out">
      <MessageBarBody>
        <MessageBarTitle>{notRead ? "Not every selected row was read" : "Hidden rows skipped"}</MessageBarTitle>
        {sentences.map((sentence) => (
          <div key={sentence}>{sentence}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
