/**
 * @jest-environment jsdom
 */
/**
 * The guided form in jsdom over a scripted client: Submit disabled while the checklist has findings, enabled once
 * the saved form is complete (checked on the clock the view is given), asked before it is sent, and after Submit
 * the form is read-only.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { FxDeskClient } from "../../../../../src/api";
import { onboardingFormWithSectionsSchema, SECTORS, type OnboardingFormWithSections } from "../../../../../src/api/schemas";
import { ApplicationView } from "../../../../../src/taskpane/features/onboarding/application-view";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import { openSections } from "./open-sections";

const T = "2026-01-05T09:00:00+00:00";
const ID = "11111111-1111-4111-8111-111111111111";
const now = () => Date.parse(T);

function individual(complete: boolean): OnboardingFormWithSections {
  return onboardingFormWithSectionsSchema.parse({
    id: ID,
    entity_type: "individual",
    state: "new",
    country: "GB",
    email: "sam@home.example",
    contact_name: "Sam Green",
    phone_number: "+44 20 7946 0000",
    agreed_to_terms_and_conditions: complete,
    created_at: T,
    updated_at: T,
    account_usage: { id: ID, collections_account: false, primary_purpose: "property_purchase_or_sale", source_of_funds: "salary", created_at: T, updated_at: T },
    people: [
      {
        id: ID,
        roles: ["user"],
        first_name: "Sam",
        last_name: "Green",
        home_country: "GB",
        dob: "1990-02-03",
        email: "sam@home.example",
        personal_address: { street: "2 High St", city: "York", postal_code: "YO1 7HH", country: "GB" },
        created_at: T,
        updated_at: T,
      },
    ],
  });
}

function scriptedClient(first: OnboardingFormWithSections) {
  let form = first;
  const client = {
    onboarding: {
      forms: {
        get: jest.fn(async () => form),
        update: jest.fn(async (_id: string, changes: Record<string, unknown>) => {
          form = { ...form, ...changes };
          return form;
        }),
        submit: jest.fn(async (_id: string) => {
          form = { ...form, state: "submitted" };
          return form;
        }),
      },
      documents: { list: jest.fn(async () => []) },
      documentImages: { list: jest.fn(async () => []) },
    },
  };
  return client as unknown as FxDeskClient & typeof client;
}

function renderView(client: FxDeskClient) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ApplicationView client={client} workbook={new MemoryWorkbook()} log={createActivityLog()} formId={ID} now={now} reference={{ reference: { permittedCountries: ["GB"], sectors: SECTORS }, retry: () => undefined }} onBack={() => undefined} />
    </FluentProvider>,
  );
}

describe("ApplicationView", () => {
  it("keeps Submit disabled until the terms are accepted, then submits and shows the form read-only", async () => {
    const client = scriptedClient(individual(false));
    renderView(client);
    const submit = await screen.findByRole("button", { name: "Submit" });
    expect(screen.getByText("Tick the box to accept the terms and conditions.")).toBeTruthy();
    expect(submit).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("checkbox", { name: /accept the terms and conditions/ }));
    await waitFor(() => expect(client.onboarding.forms.update).toHaveBeenCalledWith(ID, { agreed_to_terms_and_conditions: true }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", false));
    expect(screen.getByText("Complete")).toBeTruthy();

    // Submitting cannot be undone: it is asked first, naming the application, its people and documents.
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    const ask = await screen.findByRole("alertdialog", { name: "Submit the individual application of Sam Green?", hidden: true });
    // Read by text: in jsdom Fluent's focus trap may mark the dialog aria-hidden for a moment (the browser test reads it by role).
    expect(ask.querySelector('ul[aria-label="What is submitted"]')?.textContent).toBe("1 person:Sam Green — user0 documents with their images.");
    expect(ask.textContent).toContain("Once submitted the application cannot be changed or withdrawn here.");
    fireEvent.click(within(ask).getByText("Keep editing"));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { hidden: true })).toBeNull());
    expect(client.onboarding.forms.submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    fireEvent.click(within(await screen.findByRole("alertdialog", { hidden: true })).getByText("Submit the application"));
    await screen.findByRole("heading", { name: "Individual application (submitted, read-only)" });
    expect(client.onboarding.forms.submit).toHaveBeenCalledWith(ID);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(screen.getByLabelText("Your name")).toHaveProperty("readOnly", true);
    expect(screen.getByRole("checkbox", { name: /accept the terms and conditions/ })).toHaveProperty("disabled", true);
    await openSections("People");
    expect(screen.queryByRole("button", { name: "Add person" })).toBeNull();
  });

  it("saves a typed field once typing pauses, and sends what is still waiting when the form is left", async () => {
    const client = scriptedClient(individual(false));
    const view = renderView(client);
    fireEvent.change(await screen.findByLabelText("Phone"), { target: { value: "+44 1904 000000" } });
    await waitFor(() => expect(client.onboarding.forms.update).toHaveBeenCalledWith(ID, { phone_number: "+44 1904 000000" }));
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Samuel Green" } });
    view.unmount();
    await waitFor(() => expect(client.onboarding.forms.update).toHaveBeenCalledWith(ID, { contact_name: "Samuel Green" }));
  });
});
