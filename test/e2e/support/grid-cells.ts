import type { Page } from "playwright-core";

/** The playground grid's visible sheet as the cells show it: the header line, and each row's value by header. */
export interface VisibleSheet {
  headers: string[];
  /** Sheet row number (1-based, as the grid labels it) → header → cell text. */
  row(sheetRow: number): Record<string, string>;
}

export async function visibleSheet(page: Page): Promise<VisibleSheet> {
  const cells = await page.locator("td[data-address]").evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("data-address") ?? "", element.getAttribute("data-value") ?? ""] as const),
  );
  const byAddress = new Map(cells);
  const columns = [...new Set(cells.map(([address]) => address.replace(/\d+$/, "")))];
  const headers = columns.map((column) => byAddress.get(`${column}1`) ?? "");
  return {
    headers,
    row(sheetRow) {
      return Object.fromEntries(
        columns.flatMap((column, index) => (headers[index] ? [[headers[index], byAddress.get(`${column}${sheetRow}`) ?? ""]] : [])),
      );
    },
  };
}
