/**
 * @jest-environment jsdom
 */
/**
 * The list of forms in jsdom over a scripted client: status, entity type, applicant and last change shown, the
 * filters sent to the service, a corporate form started from the country and e-mail typed, a refusal shown.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { InvalidInputError, type FxDeskClient } from "../../../../../src/api";
import { onboardingFormWithSectionsSchema } from "../../../../../src/api/schemas";
import { FormList } from "../../../../../src/taskpane/features/onboarding/form-list";

const T = "2026-01-05T09:00:00+00:00";
const ID = "11111111-1111-4111-8111-111111111111";
const acme = onboardingFormWithSectionsSchema.parse({
  id: ID,
  entity_type: "corporate",
  state: "submitted",
  country: "GB",
  email: "t@acme.example",
  created_at: T,
  updated_at: "2026-01-05T10:30:00+00:00",
  business_information: { id: ID, company_name: "Acme Ltd", created_at: T, updated_at: T },
});

function scriptedClient() {
  const asked: unknown[] = [];
  const client = {
    onboarding: {
      forms: {
        listAll: jest.fn((params: unknown) => {
          asked.push(params);
          return { toArray: async () => [acme] };
        }),
        create: jest.fn(async (params: { form: { entity_type: string; country: string; email: string } }) => {
          if (params.form.country === "") throw new InvalidInputError("country", "is_required", "is required");
          return { id: ID };
        }),
      },
    },
  };
  return { client: client as unknown as FxDeskClient & typeof client, asked };
}

describe("FormList", () => {
  it("lists forms with their status, kind, applicant and last change, and sends the filters", async () => {
    const { client, asked } = scriptedClient();
    render(
      <FluentProvider theme={webLightTheme}>
        <FormList client={client} onOpen={() => undefined} />
      </FluentProvider>,
    );
    const table = await screen.findByRole("table", { name: "Onboarding forms" });
    expect(table.textContent).toContain("submittedcorporateAcme Ltd2026-01-05 10:30");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "submitted" } });
    fireEvent.change(screen.getByLabelText("Entity type"), { target: { value: "corporate" } });
    await waitFor(() => expect(asked[asked.length - 1]).toEqual({ order: "updated_at", application_status: "submitted", entity_type: "corporate" }));
    expect(asked[0]).toEqual({ order: "updated_at" });
  });

  it("starts a corporate form from the country and e-mail typed, and says what to fix when refused", async () => {
    const { client } = scriptedClient();
    const onOpen = jest.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <FormList client={client} onOpen={onOpen} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Start corporate form" }));
    expect((await screen.findByRole("alert")).textContent).toContain("is required");
    fireEvent.change(screen.getByLabelText("Country of the applicant (two letters)"), { target: { value: "gb" } });
    fireEvent.change(screen.getByLabelText("Your e-mail"), { target: { value: "t@acme.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Start corporate form" }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(ID));
    expect(client.onboarding.forms.create).toHaveBeenLastCalledWith({ form: { entity_type: "corporate", country: "GB", email: "t@acme.example" } });
  });
});
