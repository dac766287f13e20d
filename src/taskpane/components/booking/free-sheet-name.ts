import type { WorkbookPort } from "../../../workbook/port";

/**
 * A sheet a template can go on without covering anyone's rows: `base` if it is missing or empty, else
 * "base 2", "base 3", … Reading a sheet that does not exist fails, which is what "free" means here.
 */
export async function freeSheetName(workbook: WorkbookPort, base: string, attempts = 50): Promise<string> {
  for (let index = 1; index <= attempts; index += 1) {
    const name = index === 1 ? base : `${base} ${index}`;
    try {
      const block = await workbook.readTable(name);
      if (block.rows.length === 0 && block.headers.every((header) => header.trim() === "")) return name;
    } catch {
      return name;
    }
  }
  throw new Error(`sheets ${base} to ${base} ${attempts} all hold data — rename one to insert a template`);
}
