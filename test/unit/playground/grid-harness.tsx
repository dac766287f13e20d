/** The playground's grid over a workbook, rendered as the playground renders it, and its cells by address. */
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { FormulaEngine } from "../../../src/playground/formula-engine";
import { Grid } from "../../../src/playground/grid";
import type { MemoryWorkbook } from "../../../src/workbook/memory-workbook";

export function gridOver(workbook: MemoryWorkbook): void {
  render(
    <FluentProvider theme={webLightTheme}>
      <Grid workbook={workbook} engine={new FormulaEngine(workbook.model, new Map())} />
    </FluentProvider>,
  );
}

/** The grid's cell at `address` (A1 style) on the shown sheet. */
export function gridCell(address: string): HTMLElement {
  return screen.getByText((_, element) => element?.getAttribute("data-address") === address);
}
