import { SheetNotFoundError, type WorkbookPort } from "../../../workbook";

/**
 * A sheet a template can go on without covering anyone's rows: `base` if it is missing or empty, else
 * "base 2", "base 3", … Only "no such sheet" means free: any other failure to read is passed on, since it says
 * nothing about what the sheet holds.
 */
export async function freeSheetName(workbook: WorkbookPort, base: string, attempts = 50): Promise<string> {
  for (let index = 1; index <= attempts; index += 1) {
    const name = index === 1 ? base : `${base} ${index}`;
    try {
      const block = await workbook.readTable(name);
      if (block.rows.length === 0 && block.headers.every((header) => header.trim() === "")) return name;
    } catch (error) {
      if (error instanceof SheetNotFoundError) return name;
      throw error;
    }
  }
  throw new Error(`sheets ${base} to ${base} ${attempts} all hold data — rename one to insert a template`);
}
