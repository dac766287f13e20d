/** One sheet row seen through a column mapping: cells by field, with the identifier-column rule applied. */
import { InvalidInputError } from "../invalid-input";
import type { CellValue } from "../cell-value";
import type { DateSystem } from "../dates";
import { isUuid, parseUuid } from "../ids";
import { cellDate, cellText, isBlank, refuseFormula, type CellContents, type TextRules } from "./cell-text";
import type { ColumnMapping } from "./column-mapping";
import { ColumnNames } from "./column-names";
import type { OrderField } from "./order-fields";

export class OrderCells {
  private readonly fields: Map<string, OrderField>;
  /** How this row's messages name its columns: by the sheet's own headers. */
  readonly columns: ColumnNames;

  constructor(
    private readonly mapping: ColumnMapping,
    private readonly values: readonly CellValue[],
    private readonly formulas: readonly (string | null)[],
    /** The workbook's date system: a date cell holds a serial that means another day in each (domain/dates.ts). */
    private readonly dates: DateSystem = 1900,
  ) {
    this.fields = new Map(mapping.fields.fields.map((field) => [field.field, field]));
    this.columns = ColumnNames.of(mapping);
  }

  label(field: string): string {
    return this.columns.name(field);
  }

  /** The cell of a field, or undefined when the field has no column. Identifier cells must not be formulas. */
  cell(field: string): CellContents | undefined {
    const index = this.mapping.columns[field];
    if (index === undefined) return undefined;
    const cell: CellContents = { value: this.values[index] ?? null, formula: this.formulas[index] ?? null };
    if (this.fields.get(field)?.identifier && !isBlank(cell)) refuseFormula(cell, this.label(field));
    return cell;
  }

  has(field: string): boolean {
    return !isBlank(this.cell(field));
  }

  /** True when every mapped cell is blank: a spacer row, skipped without a message. */
  isEmpty(): boolean {
    return Object.values(this.mapping.columns).every((index) => isBlank({ value: this.values[index] ?? null, formula: null }));
  }

  text(field: string, rules: TextRules): string | undefined {
    const cell = this.cell(field);
    return cell === undefined ? undefined : cellText(cell, this.label(field), rules);
  }

  requiredText(field: string, rules: TextRules): string {
    const text = this.text(field, rules);
    if (text === undefined) {
      throw new InvalidInputError(this.label(field), "is_required", "is required — fill it in");
    }
    return text;
  }

  /** A date field as YYYY-MM-DD, or undefined when it has no column or is blank. */
  date(field: string): string | undefined {
    const cell = this.cell(field);
    return cell === undefined ? undefined : cellDate(cell, this.label(field), this.dates);
  }

  /** The raw value for parsers that take cells as they come (amounts: text or number). */
  value(field: string): CellValue | undefined {
    return this.cell(field)?.value ?? undefined;
  }

  optionalUuid(field: string): string | undefined {
    const text = this.text(field, { maxLength: 64 });
    return text === undefined ? undefined : parseUuid(text, this.label(field));
  }

  /**
   * Whom a row is booked for, as typed: an id (returned lower-case), or a name or e-mail that the booking engine
   * looks up before the kind's check (jobs/engine/acting-as-search.ts). At most an e-mail's length.
   */
  actingAs(field: string): string | undefined {
    const text = this.text(field, { maxLength: 255 });
    if (text === undefined) return undefined;
    return isUuid(text) ? parseUuid(text, this.label(field)) : text.trim();
  }
}
