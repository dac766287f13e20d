/**
 * @jest-environment jsdom
 */
/**
 * The list of forms in jsdom over a scripted service of 250 forms (three pages of 100): the count of every match,
 * each row with applicant, status, kind and last change, the filters and order sent with every page, a row far down
 * fetched by scrolling to it (its page asked for directly), a selected form opened, a corporate form started from
 * the country and e-mail typed, and a refusal shown; with no forms, what to do (start one, or clear the filters).
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { InvalidInputError, type FxDeskClient, type OnboardingFormListParams } from "../../../../../src/api";
import { onboardingFormsListSchema, type OnboardingFormWithSectionsInput } from "../../../../../src/api/schemas";
import { FormList } from "../../../../../src/taskpane/features/onboarding/form-list";

const TOTAL = 250;
const T = "2026-01-05T09:00:00+00:00";
const idOf = (index: number) => `11111111-1111-4111-8111-${String(index).padStart(12, "0")}`;

/** Form `index` is company "Company <index>"; the service answers them in the order it is asked for, a page at a time. */
function formAt(index: number): OnboardingFormWithSectionsInput {
  return {
    id: idOf(index),
    entity_type: "corporate",
    state: index === 0 ? "submitted" : "new",
    country: "GB",
    email: `t${index}@acme.example`,
    created_at: T,
    updated_at: "2026-01-05T10:30:00+00:00",
    business_information: { id: idOf(index), company_name: `Company ${index}`, created_at: T, updated_at: T },
  };
}

function scriptedClient(total = TOTAL) {
  const asked: OnboardingFormListParams[] = [];
  const client = {
    onboarding: {
      forms: {
        list: jest.fn(async (params: OnboardingFormListParams = {}) => {
          asked.push(params);
          const page = params.page ?? 1;
          const perPage = params.per_page ?? 25;
          const first = (page - 1) * perPage;
          const forms = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, offset) => formAt(first + offset));
          const pages = Math.ceil(total / perPage);
          return onboardingFormsListSchema.parse({
            forms,
            pagination: { total_entries: total, total_pages: pages, current_page: page, per_page: perPage, previous_page: page > 1 ? page - 1 : null, next_page: page < pages ? page + 1 : null, order: "updated_at", order_asc_desc: "desc" },
          });
        }),
        create: jest.fn(async (params: { form: { entity_type: string; country: string; email: string } }) => {
          if (params.form.country === "") throw new InvalidInputError("country", "is_required", "is required");
          return { id: idOf(999) };
        }),
      },
    },
  };
  return { client: client as unknown as FxDeskClient & typeof client, asked };
}

function renderList(client: FxDeskClient, onOpen: (formId: string) => void = () => undefined) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <FormList client={client} onOpen={onOpen} />
    </FluentProvider>,
  );
}

const listbox = () => screen.getByRole("listbox", { name: "Onboarding forms" });
const rows = () => within(listbox()).getAllByRole("option");

describe("FormList", () => {
  it("counts every matching form, shows applicant, status, kind and last change, and sends the filters and order", async () => {
    const { client, asked } = scriptedClient();
    renderList(client);
    expect((await screen.findByRole("status")).textContent).toBe("250 forms, most recently changed first");
    const first = rows()[0];
    expect(first?.textContent).toBe("Company 0Submitted · Corporate · changed 2026-01-05 10:30 UTC");
    expect(first?.getAttribute("aria-setsize")).toBe("250");
    expect(asked[0]).toEqual({ page: 1, per_page: 100, order: "updated_at", order_asc_desc: "desc" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "submitted" } });
    fireEvent.change(screen.getByLabelText("Entity type"), { target: { value: "corporate" } });
    await waitFor(() =>
      expect(asked[asked.length - 1]).toEqual({ page: 1, per_page: 100, order: "updated_at", order_asc_desc: "desc", application_status: "submitted", entity_type: "corporate" }),
    );
  });

  it("lists forms beyond the first page: scrolling to the last rows asks for their page and shows them", async () => {
    const { client, asked } = scriptedClient();
    renderList(client);
    await screen.findByText("Company 0");
    expect(screen.queryByText("Company 249")).toBeNull();
    await act(async () => {
      fireEvent.scroll(listbox(), { target: { scrollTop: (TOTAL - 1) * 48 } });
    });
    expect(await screen.findByText("Company 249")).toBeTruthy();
    expect(asked.map((params) => params.page)).toEqual([1, 3]);
    expect(rows().some((option) => option.getAttribute("aria-posinset") === "250")).toBe(true);
  });

  it("opens the form selected in the list", async () => {
    const { client } = scriptedClient();
    const onOpen = jest.fn<(formId: string) => void>();
    renderList(client, onOpen);
    expect(screen.queryByRole("button", { name: /^Open/ })).toBeNull();
    fireEvent.click(await screen.findByText("Company 2"));
    fireEvent.click(screen.getByRole("button", { name: "Open the form of Company 2" }));
    expect(onOpen).toHaveBeenCalledWith(idOf(2));
  });

  it("starts a corporate form from the country and e-mail typed, and says what to fix when refused", async () => {
    const { client } = scriptedClient();
    const onOpen = jest.fn();
    renderList(client, onOpen);
    fireEvent.click(screen.getByRole("button", { name: "Start corporate form" }));
    expect((await screen.findByRole("alert")).textContent).toContain("is required");
    fireEvent.change(screen.getByLabelText("Country of the applicant (two letters)"), { target: { value: "gb" } });
    fireEvent.change(screen.getByLabelText("Your e-mail"), { target: { value: "t@acme.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Start corporate form" }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(idOf(999)));
    expect(client.onboarding.forms.create).toHaveBeenLastCalledWith({ form: { entity_type: "corporate", country: "GB", email: "t@acme.example" } });
  });

  it("says what to do when there is no form: start one, or, when filtered, choose Any", async () => {
    const { client } = scriptedClient(0);
    renderList(client);
    expect(await screen.findByText("No onboarding forms yet: start one above.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "submitted" } });
    expect(await screen.findByText("No forms match these filters: choose Any to see every form.")).toBeTruthy();
  });

  it("keeps the two start buttons apart when the narrow pane wraps them", async () => {
    renderList(scriptedClient(0).client);
    // The list's first page is asked for on mount; its answer settles before the layout is read.
    expect(await screen.findByText("No onboarding forms yet: start one above.")).toBeTruthy();
    const buttons = screen.getByRole("button", { name: "Start individual form" }).parentElement as HTMLElement;
    expect(buttons).toBe(screen.getByRole("button", { name: "Start corporate form" }).parentElement);
    expect([getComputedStyle(buttons).display, getComputedStyle(buttons).flexWrap]).toEqual(["flex", "wrap"]);
    expect(getComputedStyle(buttons).columnGap || getComputedStyle(buttons).gap).not.toBe("");
  });
});
