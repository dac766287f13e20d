/**
 * @jest-environment jsdom
 */
/**
 * People imported from selected sheet rows in jsdom: the rows previewed first (a bad row saying what to fix),
 * nothing created until confirmed, then only the good rows created; a selection without a needed column refused.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { FxDeskClient, OnboardingPersonFields } from "../../../../../src/api";
import { onboardingFormWithSectionsSchema } from "../../../../../src/api/schemas";
import { PeopleSection } from "../../../../../src/taskpane/features/onboarding/people-section";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import type { FieldSaves } from "../../../../../src/taskpane/features/onboarding/use-field-saves";

const T = "2026-01-05T09:00:00+00:00";
const ID = "11111111-1111-4111-8111-111111111111";
const form = onboardingFormWithSectionsSchema.parse({ id: ID, entity_type: "corporate", state: "new", country: "GB", email: "t@acme.example", created_at: T, updated_at: T, people: [] });
const saves: FieldSaves = { typed: {}, errors: {}, saving: false, change: () => undefined, showErrors: () => undefined };

function setUp(headers: string[], rows: (string | number)[][]) {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Cap table", "A1", [headers, ...rows]);
  workbook.select("Cap table", `A2:A${rows.length + 1}`);
  const created: OnboardingPersonFields[] = [];
  const client = {
    onboarding: {
      people: {
        create: jest.fn(async (_formId: string, person: OnboardingPersonFields) => {
          created.push(person);
          return { id: ID };
        }),
      },
    },
  } as unknown as FxDeskClient;
  const reload = jest.fn(async () => undefined);
  render(
    <FluentProvider theme={webLightTheme}>
      <PeopleSection client={client} workbook={workbook} form={form} saves={saves} readOnly={false} reload={reload} />
    </FluentProvider>,
  );
  return { created, reload };
}

describe("PeopleSection import", () => {
  it("previews the selected rows, then creates only the good ones when confirmed", async () => {
    const { created, reload } = setUp(["Forename", "Surname", "Position", "Stake", "Country"], [
      ["Omar", "Haddad", "UBO", 40, "GB"],
      ["", "Lee", "Director", 0, "GB"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Import selected rows" }));
    const preview = await screen.findByRole("group", { name: "Import preview" });
    expect(preview.textContent).toContain("Row 2: Omar Haddad — Ultimate business owner, 40%");
    expect(preview.textContent).toContain("Row 3: Forename is empty: fill it in");
    expect(created).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Create these people" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(created).toEqual([{ roles: ["ultimate_business_owner"], first_name: "Omar", last_name: "Haddad", home_country: "GB", ownership_percentage: 40 }]);
    // The row left to fix stays in view, the created one marked, and nothing is created twice.
    await waitFor(() => expect(screen.getByRole("group", { name: "Import preview" }).textContent).toContain("Row 2: Omar Haddad — Ultimate business owner, 40% — created"));
    expect(screen.getByRole("group", { name: "Import preview" }).textContent).toContain("Row 3: Forename is empty: fill it in");
    expect(screen.getByRole("button", { name: "Create these people" })).toHaveProperty("disabled", true);
  });

  it("says which column a selection lacks", async () => {
    setUp(["Name", "Role"], [["Omar Haddad", "UBO"]]);
    fireEvent.click(screen.getByRole("button", { name: "Import selected rows" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The selection has no column for First name, Last name, Home country: select the header line with the rows, or add the column.",
    );
  });
});
