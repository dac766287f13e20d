import { describe, expect, it } from "@jest/globals";
import { ColumnNames, mapColumns } from "../../../../src/domain/orders";
import type { OrderKind } from "../../../../src/jobs";
import { templateHeaders } from "../../../../src/jobs/kind-jobs";
import { kindSpec } from "../../../../src/jobs/kinds";

describe("messages and templates name columns alike", () => {
  it.each<OrderKind>(["conversion", "payment"])("a %s column a message asks for is the template's header, which maps back to its field", (kind) => {
    const headers = templateHeaders(kind);
    const mapping = mapColumns(headers, kindSpec(kind).fields);
    const namedByMessages = Object.keys(mapping.columns).map((field) => ColumnNames.template.name(field));
    expect(namedByMessages).toEqual(Object.values(mapping.headers));
    expect(mapping.unused).toEqual([]);
  });
});
