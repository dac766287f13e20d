/**
 * @jest-environment jsdom
 */
/**
 * Every value the checklist can ask for has a field its link goes to. Three forms wrong in every way the
 * completeness check knows (a company registered in one country with its address in another, owners without
 * shares, a share without the role, people missing what verifying them needs, a document of the wrong category,
 * images missing; a company with nothing filled in; an individual with nobody on it) are opened in the guided form
 * with every section closed but one; each finding's link is clicked in turn, and the element it focuses must be an
 * input, list or tick box — the one the finding names, in the section the link opened.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { FxDeskClient } from "../../../../../src/api";
import { onboardingFormWithSectionsSchema, SECTORS, type OnboardingDocumentImageInput, type OnboardingDocumentInput, type OnboardingFormWithSectionsInput } from "../../../../../src/api/schemas";
import { ApplicationView } from "../../../../../src/taskpane/features/onboarding/application-view";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";

const T = "2026-01-05T09:00:00+00:00";
const now = () => Date.parse(T);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const FORM_ID = id(1);

const corporateWrongEverywhere: OnboardingFormWithSectionsInput = {
  id: FORM_ID,
  entity_type: "corporate",
  state: "new",
  country: "GB",
  email: "ops@acme.example",
  created_at: T,
  updated_at: T,
  business_information: {
    id: id(2),
    business_country: "GB",
    company_name: "Acme Ltd",
    incorporation_date: "2025-09-01",
    vat_number: "GB1",
    document_ids: [id(99)],
    registered_address: { street: "1 Main St", city: "Austin", postal_code: "73301", country: "US" },
    trading_address: { street: "2 Side St" },
    created_at: T,
    updated_at: T,
  },
  account_usage: { id: id(3), primary_purpose: "other", transaction_countries: ["GERMANY"], created_at: T, updated_at: T },
  people: [
    { id: id(10), roles: ["ultimate_business_owner"], first_name: "Omar", last_name: "Haddad", home_country: "DE", citizenship: "DEU", created_at: T, updated_at: T },
    {
      id: id(11),
      roles: ["director"],
      first_name: "Li",
      last_name: "Wei",
      home_country: "GB",
      dob: "2030-01-01",
      personal_address: { street: "3 Road", city: "Paris", postal_code: "75001", country: "FR" },
      created_at: T,
      updated_at: T,
    },
    { id: id(12), roles: ["user"], first_name: "Ann", last_name: "Lee", home_country: "US", ownership_percentage: 15, document_ids: [id(20)], created_at: T, updated_at: T },
    { id: id(13), roles: ["director", "ultimate_business_owner"], first_name: "Bo", last_name: "Chan", home_country: "GB", ownership_percentage: 95, created_at: T, updated_at: T },
  ],
};

const documents: OnboardingDocumentInput[] = [
  { id: id(20), document_type: "passport", category: "proof_of_address", created_at: T, updated_at: T },
  { id: id(21), document_type: "driving_licence", category: "proof_of_identity", created_at: T, updated_at: T },
];
const images: Record<string, OnboardingDocumentImageInput[]> = { [id(21)]: [{ id: id(30), side: "front", created_at: T, updated_at: T }] };

const corporateEmpty: OnboardingFormWithSectionsInput = { id: FORM_ID, entity_type: "corporate", state: "new", country: "UK", email: "ops@acme.example", created_at: T, updated_at: T };
const individualAlone: OnboardingFormWithSectionsInput = { id: FORM_ID, entity_type: "individual", state: "new", country: "GB", created_at: T, updated_at: T };

function clientOf(form: OnboardingFormWithSectionsInput, withDocuments: boolean): FxDeskClient {
  const parsed = onboardingFormWithSectionsSchema.parse(form);
  const client = {
    onboarding: {
      forms: { get: jest.fn(async () => parsed) },
      documents: { list: jest.fn(async () => (withDocuments ? documents.map((document) => ({ ...document })) : [])) },
      documentImages: { list: jest.fn(async (_form: string, documentId: string) => images[documentId] ?? []) },
    },
  };
  return client as unknown as FxDeskClient;
}

interface Landing {
  finding: string;
  tag: string;
  id: string;
  section: string | undefined;
}

/** Clicks every link of the checklist in turn and says where each one put the focus. */
async function landings(form: OnboardingFormWithSectionsInput, withDocuments: boolean): Promise<Landing[]> {
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <ApplicationView
        client={clientOf(form, withDocuments)}
        workbook={new MemoryWorkbook()}
        log={createActivityLog()}
        formId={FORM_ID}
        now={now}
        reference={{ reference: { permittedCountries: ["GB", "US", "DE", "FR"], sectors: SECTORS }, retry: () => undefined }}
        onBack={() => undefined}
      />
    </FluentProvider>,
  );
  const list = await screen.findByRole("list", { name: "To do" });
  const links = within(list).getAllByRole("button");
  const found: Landing[] = [];
  for (const link of links) {
    // Start from the body each time, so a link that focuses nothing cannot pass on the previous link's input.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focused = document.activeElement as HTMLElement;
    found.push({ finding: link.textContent ?? "", tag: focused.tagName, id: focused.id, section: focused.closest("section")?.getAttribute("aria-label") ?? undefined });
  }
  view.unmount();
  return found;
}

const INPUTS = ["INPUT", "SELECT", "TEXTAREA"];

describe("the checklist's links", () => {
  it("land on an input for every finding of a company wrong in every way, opening the section it is in", async () => {
    const found = await landings(corporateWrongEverywhere, true);
    // A document's type and category cannot be changed at the service (no call does it: docs/provider-api.md §10),
    // so the link of a document filed under the wrong category goes to the button that deletes it, to add it again.
    const notInputs = found.filter((landing) => !INPUTS.includes(landing.tag));
    expect(notInputs).toEqual([{ finding: expect.stringContaining("is attached to Ann Lee, so its category is proof of identity, not proof of address"), tag: "BUTTON", id: "onboarding-documents-0--delete", section: "Documents" }]);
    const byFinding = Object.fromEntries(found.map((landing) => [landing.finding, landing.id]));
    expect(byFinding).toMatchObject({
      "Ownership percentage of Omar Haddad is needed: Omar Haddad is an ultimate business owner.": "onboarding-people-0--ownership_percentage",
      "Ann Lee owns 15 %, so add the role Ultimate business owner (needed from 10 %).": "onboarding-people-2--roles",
      // The shares together: the first share's field.
      "The ownership percentages add up to 110 %, more than 100 %.": "onboarding-people-0--ownership_percentage",
      "Date of birth of Li Wei is 2030-01-01, a day still to come.": "onboarding-people-1--dob",
      "The address of Li Wei is in France, but they live in the UK.": "onboarding-people-1--personal_address_attributes-country",
      "Social security number is needed to verify Ann Lee.": "onboarding-people-2--id_number",
      "Passport number of Omar Haddad is needed: the company is registered in the US and Omar Haddad lives in Germany.": "onboarding-people-0--passport_number",
      "Legal form is needed.": "onboarding-business_information-legal_entity_type",
      "City of the trading address is needed.": "onboarding-business_information-trading_address_attributes-city",
      "Describe what the business does: it has no website or other online presence.": "onboarding-business_information-business_activity_description",
      "Upload a proof of business activity (invoices, contracts or the like): the business has no website or other online presence.": "onboarding-documents-new",
      "Describe the account's purpose: its main purpose is \"other\".": "onboarding-account_usage-purpose_details",
      "Add an image of the back of document 2 (driving licence): it has two sides.": "onboarding-documents-1--document_images",
    });
    expect(found.filter((landing) => landing.finding.startsWith("An identity document is needed")).map((landing) => landing.id)).toEqual(["onboarding-documents-new"]);
    expect(found.length).toBeGreaterThan(40);
  });

  it("land on an input for a company with nothing filled in, whose sections do not exist yet", async () => {
    const found = await landings(corporateEmpty, false);
    expect(found.filter((landing) => !INPUTS.includes(landing.tag))).toEqual([]);
    expect(Object.fromEntries(found.map((landing) => [landing.finding, landing.id]))).toMatchObject({
      "Fill in the company's business information.": "onboarding-business_information-company_name",
      "Say how the account will be used.": "onboarding-account_usage-collections_account",
      "Add at least one director.": "onboarding-people-new",
      "Tick the box to accept the terms and conditions.": "onboarding-form-agreed_to_terms_and_conditions",
    });
  });

  it("land on the form that adds the applicant of an individual application with nobody on it", async () => {
    const found = await landings(individualAlone, false);
    expect(found.filter((landing) => !INPUTS.includes(landing.tag))).toEqual([]);
    expect(found.find((landing) => landing.finding === "Add the applicant as the one person of the application.")?.id).toBe("onboarding-people-new");
  });

  it("set the form that adds a document to the person a missing identity document is for", async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ApplicationView
          client={clientOf(corporateWrongEverywhere, true)}
          workbook={new MemoryWorkbook()}
          log={createActivityLog()}
          formId={FORM_ID}
          now={now}
          reference={{ reference: { permittedCountries: ["GB", "US", "DE"], sectors: SECTORS }, retry: () => undefined }}
          onBack={() => undefined}
        />
      </FluentProvider>,
    );
    fireEvent.click(await screen.findByText("An identity document is needed to verify Omar Haddad."));
    const add = await screen.findByRole("group", { name: "Add a document" });
    await waitFor(() => expect((within(add).getByLabelText("Belongs to") as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("Omar Haddad"));
    expect((within(add).getByLabelText("Category") as HTMLSelectElement).value).toBe("proof_of_identity");
    await waitFor(() => expect(document.activeElement).toBe(within(add).getByLabelText("Document type")));
  });
});
