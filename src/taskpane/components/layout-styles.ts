/**
 * The few ways the pane lays its parts out, shared so that every tab spaces its fields, sections and buttons alike
 * and a change of spacing is made once. A panel adds styles of its own only for what is its alone (a field's width,
 * a colour); Griffel's atomic classes make a shared style and the same style written in a panel one CSS rule.
 */
import { makeStyles, tokens } from "@fluentui/react-components";

export const useLayoutStyles = makeStyles({
  /** Parts one under another, a small gap apart: a form's fields, a section's lines, a dialog's content. */
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  /** A tab's or a form's larger parts one under another, further apart than the lines of a stack. */
  sections: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  /** Buttons and switches side by side, centred on their line, wrapping in the narrow pane. */
  actions: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  /** Short fields (a currency, an amount, a day) in as many columns as the pane fits, their inputs level at the bottom. */
  shortFields: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))", gap: tokens.spacingHorizontalS, alignItems: "end" },
  /** An input as wide as its field and no wider: Fluent's own minimum width would push a column out of the pane. */
  fill: { width: "100%", minWidth: 0 },
});
