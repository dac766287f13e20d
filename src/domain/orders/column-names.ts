/**
 * How every message names a column: by the header the person's sheet has for the field when it has one (the
 * mapping remembered per workbook), else by the template's header — never by the service's field name, which
 * a person filling a sheet has never seen.
 */
import { ROUTING_CODE_TYPES, type RoutingCodeType } from "../bank-details";
import { normalizeHeader, type ColumnMapping } from "./column-mapping";
import { CONVERSION_FIELDS, PAYMENT_FIELDS, ROUTING_CODE_HEADERS, type OrderField } from "./order-fields";

export class ColumnNames {
  private readonly fields: ReadonlyMap<string, OrderField>;
  private readonly fieldByServiceName: ReadonlyMap<string, string>;

  constructor(
    fields: readonly OrderField[],
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.fields = new Map(fields.map((field) => [field.field, field]));
    this.fieldByServiceName = new Map(fields.flatMap((field) => [field.field, ...(field.serviceFields ?? [])].map((name) => [name, field.field] as const)));
  }

  /** The columns of one sheet as its mapping read them. */
  static of(mapping: ColumnMapping): ColumnNames {
    return new ColumnNames(mapping.fields.fields, mapping.headers);
  }

  /** The template's names of every kind's columns: for messages about no sheet in particular. */
  static readonly template = new ColumnNames([...CONVERSION_FIELDS.fields, ...PAYMENT_FIELDS.fields.filter((field) => !CONVERSION_FIELDS.fields.some((known) => known.field === field.field))]);

  /** True when the sheet has a column for the field. */
  isMapped(field: string): boolean {
    return this.headers[field] !== undefined;
  }

  /** The sheet's header for the field, else the template's; a routing code column to add is named by its type ("Sort code"). */
  name(field: string, routingType?: RoutingCodeType): string {
    const header = this.headers[field];
    if (header !== undefined) return header;
    if (field === "routing_code_value" && routingType !== undefined) return ROUTING_CODE_HEADERS[routingType];
    return this.fields.get(field)?.label ?? field;
  }

  /** The order field a name the service uses stands for; undefined when no column of the sheet's kind holds it. */
  fieldOfService(serviceField: string): string | undefined {
    return this.fieldByServiceName.get(serviceField);
  }

  /** A field the service names, in the sheet's terms; one no column holds keeps the service's name, so nothing is lost. */
  nameOfService(serviceField: string): string {
    const field = this.fieldOfService(serviceField);
    return field === undefined ? serviceField : this.name(field);
  }

  /** The first of these fields the sheet has a column for, else the first: where a value that may come from several columns was read. */
  firstMapped(first: string, ...others: string[]): string {
    return [first, ...others].find((field) => this.isMapped(field)) ?? first;
  }
}

/** The routing code type a column's header names ("Sort code", "ABA", "sort_code"); undefined for a generic header ("Routing code"). */
export function routingTypeOfHeader(header: string): RoutingCodeType | undefined {
  const key = normalizeHeader(header);
  return ROUTING_CODE_TYPES.find((type) => normalizeHeader(type) === key || normalizeHeader(ROUTING_CODE_HEADERS[type]) === key);
}
