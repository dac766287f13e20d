/** Which column of a sheet holds which field of an order: found by header name, corrected by a person. */
import type { FieldSet } from "./order-fields";

/** Field → header text chosen by a person; null means "this field has no column". */
export type MappingCorrections = Readonly<Record<string, string | null>>;

export interface ColumnMapping {
  /** The fields mapped (one kind's). */
  fields: FieldSet;
  /** Field → index into the block's headers. */
  columns: Readonly<Record<string, number>>;
  /** Field → the header text it was read from: what the task pane shows and what is remembered per sheet. */
  headers: Readonly<Record<string, string>>;
  /** The template's headers of required fields that have no column; the job cannot run until each has one. */
  missing: string[];
  /** Fields several headers could mean; the first listed header was taken. */
  conflicts: { field: string; headers: string[] }[];
  /** Headers that mean nothing to this kind of order (ignored, shown so a person can map them). */
  unused: string[];
  /** Corrections that name a header the block does not have. */
  unknownCorrections: { field: string; header: string }[];
}

/** Lower case, no accents, no spaces or punctuation: "Buy CCY", "buy_ccy" and "Buy-Ccy." are the same header. */
export function normalizeHeader(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Finds each field's column by header name. `reserved` headers (the columns the jobs write themselves) are
 * never taken as input. Corrections win over the synonyms, so a person can fix any guess.
 */
export function mapColumns(
  headers: readonly string[],
  fieldSet: FieldSet,
  corrections: MappingCorrections = {},
  reserved: readonly string[] = [],
): ColumnMapping {
  const reservedKeys = new Set(reserved.map(normalizeHeader));
  const indexByKey = new Map<string, number[]>();
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    if (key === "" || reservedKeys.has(key)) return;
    indexByKey.set(key, [...(indexByKey.get(key) ?? []), index]);
  });

  const columns: Record<string, number> = {};
  const conflicts: ColumnMapping["conflicts"] = [];
  const unknownCorrections: ColumnMapping["unknownCorrections"] = [];
  const taken = new Set<number>();

  const { fields } = fieldSet;
  for (const { field } of fields) {
    if (!(field in corrections)) continue;
    const header = corrections[field];
    if (header === null || header === undefined) continue;
    const index = indexByKey.get(normalizeHeader(header))?.[0];
    if (index === undefined) {
      unknownCorrections.push({ field, header });
      continue;
    }
    columns[field] = index;
    taken.add(index);
  }

  for (const { field, synonyms } of fields) {
    if (field in corrections) continue;
    const candidates = synonyms.flatMap((synonym) => indexByKey.get(normalizeHeader(synonym)) ?? []).filter((index) => !taken.has(index));
    const unique = [...new Set(candidates)];
    const chosen = unique[0];
    if (chosen === undefined) continue;
    columns[field] = chosen;
    taken.add(chosen);
    if (unique.length > 1) conflicts.push({ field, headers: unique.map((index) => headers[index] ?? "") });
  }

  const mappedHeaders = Object.fromEntries(Object.entries(columns).map(([field, index]) => [field, headers[index] ?? ""]));
  return {
    fields: fieldSet,
    columns,
    headers: mappedHeaders,
    missing: missingFields(fieldSet, columns),
    conflicts,
    unused: headers.filter((header, index) => !taken.has(index) && normalizeHeader(header) !== "" && !reservedKeys.has(normalizeHeader(header))),
    unknownCorrections,
  };
}

function missingFields({ fields, anyOf }: FieldSet, columns: Record<string, number>): string[] {
  const missing = fields.filter((field) => field.required && columns[field.field] === undefined).map((field) => field.label);
  if (anyOf !== undefined && !anyOf.fields.some((field) => columns[field] !== undefined)) {
    missing.push(anyOf.missing((field) => fields.find((candidate) => candidate.field === field)?.label ?? field));
  }
  return missing;
}

/** True when every required field has a column. */
export function isComplete(mapping: ColumnMapping): boolean {
  return mapping.missing.length === 0 && mapping.unknownCorrections.length === 0;
}
