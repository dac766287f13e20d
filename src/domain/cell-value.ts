/** What a spreadsheet cell holds as a value: text, a number, a boolean, or null when it is empty. */
export type CellValue = string | number | boolean | null;
