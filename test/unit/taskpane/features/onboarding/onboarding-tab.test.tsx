/**
 * @jest-environment jsdom
 */
/**
 * The Onboarding tab in jsdom over a scripted client: the checklist of an opened form applies the rules that need
 * the service's lists — a country the country list does not flag as a permitted jurisdiction, and a sector outside
 * the provider's sector list — and those lists are loaded once for the tab, however many forms are opened; its
 * dates are judged on the clock the shell hands the tab, not the machine's, and typed and shown in the host's
 * language (Office's in Excel), read back in words.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { FxDeskClient } from "../../../../../src/api";
import { onboardingCountriesSchema, onboardingFormsListSchema, onboardingFormWithSectionsSchema, type OnboardingFormWithSectionsInput } from "../../../../../src/api/schemas";
import { OnboardingTab } from "../../../../../src/taskpane/features/onboarding/onboarding-tab";
import type { TaskpaneHost } from "../../../../../src/taskpane/host";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import type { SignedInSession } from "../../../../../src/taskpane/components/session";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";

const T = "2026-01-05T09:00:00+00:00";
const ID = "11111111-1111-4111-8111-111111111111";

/** A company registered in a country the provider does not take, in a sector that is not on its list. */
const form: OnboardingFormWithSectionsInput = {
  id: ID,
  entity_type: "corporate",
  state: "new",
  country: "KP",
  email: "t@acme.example",
  created_at: T,
  updated_at: T,
  business_information: { id: ID, company_name: "Acme Ltd", business_country: "KP", sector: "space_mining", created_at: T, updated_at: T },
};

const country = (iso2: string, iso3: string, name: string, permitted: boolean) => ({ id: iso2, iso2, iso3, name, eea_country: false, permitted_jurisdiction: permitted });

function scriptedClient(incorporationDate?: string) {
  const client = {
    onboarding: {
      reference: { countries: jest.fn(async () => onboardingCountriesSchema.parse({ data: { countries: [country("GB", "GBR", "United Kingdom", true), country("KP", "PRK", "North Korea", false)] } })) },
      forms: {
        list: jest.fn(async () =>
          onboardingFormsListSchema.parse({
            forms: [form],
            pagination: { total_entries: 1, total_pages: 1, current_page: 1, per_page: 100, previous_page: null, next_page: null, order: "updated_at", order_asc_desc: "desc" },
          }),
        ),
        get: jest.fn(async () => onboardingFormWithSectionsSchema.parse({ ...form, business_information: { ...form.business_information, incorporation_date: incorporationDate } })),
      },
      documents: { list: jest.fn(async () => []) },
      documentImages: { list: jest.fn(async () => []) },
    },
  };
  return client as unknown as FxDeskClient & typeof client;
}

/** Monday 5 January 2026, 09:00 UTC: the shell's clock, pinned. */
const PINNED_NOW = Date.parse(T);

function renderTab(client: FxDeskClient, now: () => number = () => PINNED_NOW, dateLocale?: string) {
  const session = { client, who: "Demo", houseAccountId: ID, houseAccountName: "Treasury Ltd" } as unknown as SignedInSession;
  render(
    <FluentProvider theme={webLightTheme}>
      <OnboardingTab session={session} host={{ workbook: new MemoryWorkbook(), ...(dateLocale === undefined ? {} : { dateLocale: () => dateLocale }) } as unknown as TaskpaneHost} log={createActivityLog()} actingAs={{ contactId: undefined, label: "House account" }} now={now} />
    </FluentProvider>,
  );
}

async function openTheForm(): Promise<string[]> {
  fireEvent.click(await screen.findByText("Acme Ltd"));
  fireEvent.click(screen.getByRole("button", { name: "Open the form of Acme Ltd" }));
  const toDo = await screen.findByRole("list", { name: "To do" });
  await screen.findByText(/is not in the provider's list of sectors/);
  return within(toDo).getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("the Onboarding tab", () => {
  it("checks the form's country against the permitted jurisdictions and its sector against the sector list", async () => {
    renderTab(scriptedClient());
    const toDo = await openTheForm();
    expect(toDo).toContain("The provider does not accept applications from North Korea.");
    expect(toDo).toContain('"space_mining" is not in the provider\'s list of sectors.');
  });

  it("loads the country list once for the tab, however many times a form is opened", async () => {
    const client = scriptedClient();
    renderTab(client);
    await openTheForm();
    fireEvent.click(screen.getByRole("button", { name: "All forms" }));
    await openTheForm();
    expect(client.onboarding.reference.countries).toHaveBeenCalledTimes(1);
    expect(client.onboarding.forms.get).toHaveBeenCalledTimes(2);
  });

  it("judges the incorporation date on the shell's clock: a date after the pinned today is refused, one before is not", async () => {
    const notPast = "The date of incorporation is 2026-03-01, a day still to come.";
    renderTab(scriptedClient("2026-03-01"));
    expect(await openTheForm()).toContain(notPast);
    cleanup();
    renderTab(scriptedClient("2026-03-01"), () => Date.parse("2026-06-01T09:00:00Z"));
    expect(await openTheForm()).not.toContain(notPast);
  });

  it.each([
    ["en-GB", "Incorporated on (DD/MM/YYYY)", "15/01/2015"],
    ["en-US", "Incorporated on (MM/DD/YYYY)", "01/15/2015"],
  ])("shows a saved date in the order of the host's language (%s), read back in words, with no error under it", async (locale, label, shown) => {
    renderTab(scriptedClient("2015-01-15"), () => PINNED_NOW, locale);
    await openTheForm();
    fireEvent.click(screen.getByRole("button", { name: /^Business information/ }));
    const input = (await screen.findByLabelText(label)) as HTMLInputElement;
    expect(input.value).toBe(shown);
    const field = input.closest(".fui-Field") as HTMLElement;
    expect(field.textContent).toContain("Thursday 15 January 2015");
    expect(field.textContent).not.toMatch(/required/);
  });
});
