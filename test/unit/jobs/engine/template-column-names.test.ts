import { describe, expect, it } from "@jest/globals";
import { ColumnNames, mapColumns } from "../../../../src/domain/orders";
import type { OrderKind } from "../../../../src/jobs";
import { templateHeaders } from "../../../../src/jobs/kind-jobs";
import { KINDS, kindSpec } from "../../../../src/jobs/kinds";

describe("messages and templates name columns alike", () => {
  it.each<OrderKind>(["conversion", "payment"])("a %s column a message asks for is the template's header, which maps back to its field", (kind) => {
    const headers = templateHeaders(kind);
    const mapping = mapColumns(headers, kindSpec(kind).fields);
    const namedByMessages = Object.keys(mapping.columns).map((field) => ColumnNames.template.name(field));
    expect(namedByMessages).toEqual(Object.values(mapping.headers));
    expect(mapping.unused).toEqual([]);
  });

  it.each(KINDS.map((spec) => [spec.kind, spec] as const))("every %s column is named in messages by its template header, from the kind's one field table", (_kind, spec) => {
    const headers = templateHeaders(spec);
    const mapping = mapColumns(headers, spec.fields);
    const names = new ColumnNames(spec.fields.fields);
    expect(Object.entries(mapping.headers).map(([field, header]) => [names.name(field), header])).toEqual(Object.values(mapping.headers).map((header) => [header, header]));
    expect(Object.keys(mapping.headers)).toHaveLength(headers.length);
    expect(mapping.unused).toEqual([]);
  });
});
