import type { Page } from "playwright-core";

/** The playground grid's visible sheet: the header line (row 1 unless told: a block's lead lines sit above it), and each row's cells by header. */
export interface VisibleSheet {
  headers: string[];
  /** Sheet row number (1-based, as the grid labels it) → header → the value the cell holds (a date as its serial). */
  row(sheetRow: number): Record<string, string>;
  /** Sheet row number → header → the text the cell shows through its number format ("1,250.50", "2026-01-07"). */
  shown(sheetRow: number): Record<string, string>;
}

export async function visibleSheet(page: Page, headerRow = 1): Promise<VisibleSheet> {
  const cells = await page.locator("td[data-address]").evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("data-address") ?? "", element.getAttribute("data-value") ?? "", element.textContent ?? ""] as const),
  );
  const values = new Map(cells.map(([address, value]) => [address, value]));
  const texts = new Map(cells.map(([address, , text]) => [address, text]));
  const columns = [...new Set(cells.map(([address]) => address.replace(/\d+$/, "")))];
  const headers = columns.map((column) => values.get(`${column}${headerRow}`) ?? "");
  const byHeader = (cellsByAddress: Map<string, string>, sheetRow: number) =>
    Object.fromEntries(columns.flatMap((column, index) => (headers[index] ? [[headers[index], cellsByAddress.get(`${column}${sheetRow}`) ?? ""]] : [])));
  return {
    headers,
    row: (sheetRow) => byHeader(values, sheetRow),
    shown: (sheetRow) => byHeader(texts, sheetRow),
  };
}
