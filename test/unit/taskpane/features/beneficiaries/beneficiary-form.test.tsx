/**
 * @jest-environment jsdom
 */
/**
 * The beneficiary form in jsdom over a scripted client: the fields the required details ask for, a field checked as
 * it is typed, the service's per-field answer to Validate shown beside its field, and Save disabled until the
 * service has validated exactly what is on the form. Save checks the payee's name first (a GBP payee paid locally):
 * a full match saves; a close match offers the name on the account; going on without a match needs "Continue anyway"
 * after a second warning, and says so to the tab. A login without the check saves only on "Save anyway", asked once;
 * a check that got no answer saves nothing and offers to check again. What was sent is what the scripted client
 * recorded.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { BadRequestError, PermissionDeniedError, ServiceUnavailableError, type BeneficiaryCreateParams, type FxDeskClient } from "../../../../../src/api";
import type { PayeeCheckRequest } from "../../../../../src/domain";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { BeneficiaryForm } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-form";

const GB_DETAILS = {
  details: [
    { payment_type: "regular", beneficiary_entity_type: "company", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$", beneficiary_company_name: "^.{1,255}$" },
    { payment_type: "regular", beneficiary_entity_type: "individual", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$", beneficiary_first_name: "^[^0-9]{1,255}$", beneficiary_last_name: "^[^0-9]{1,255}$" },
  ],
};

const companyNameRefused = new BadRequestError({
  method: "POST",
  path: "/v2/beneficiaries/validate",
  requestId: "req-42",
  status: 400,
  errorCode: "beneficiary_not_valid",
  messages: { beneficiary_company_name: [{ code: "beneficiary_company_name_is_in_invalid_format", message: "beneficiary_company_name is in invalid format", params: {} }] },
});

/** Invented banks for the scripted lookup: sort code 601613 is known, every other code is refused as the service refuses an unknown one. */
const NATWEST = { identifier_type: "sort_code", identifier_value: "601613", account_number: null, bic_swift: "NWBKGB2LXXX", bank_name: "NATIONAL WESTMINSTER BANK PLC", bank_branch: null, bank_address: "250 BISHOPSGATE", bank_city: "LONDON", bank_state: null, bank_post_code: "EC2M 4AA", bank_country: "UNITED KINGDOM", bank_country_ISO: "GB", currency: null };
const unknownSortCode = new BadRequestError({
  method: "POST",
  path: "/v2/reference/bank_details/find",
  requestId: "req-43",
  status: 400,
  errorCode: "invalid_sort_code",
  messages: { base: [{ code: "invalid_sort_code", message: "SORT_CODE is invalid", params: {} }] },
});

function scriptedClient() {
  const bankCodesAsked: unknown[] = [];
  const validated: BeneficiaryCreateParams[] = [];
  const created: BeneficiaryCreateParams[] = [];
  const detailsAsked: unknown[] = [];
  const checked: PayeeCheckRequest[] = [];
  const client = {
    core: {
      reference: {
        beneficiaryRequiredDetails: jest.fn(async (params: unknown) => {
          detailsAsked.push(params);
          return GB_DETAILS;
        }),
        bankDetails: jest.fn(async (params: { identifier_type: string; identifier_value: string }) => {
          bankCodesAsked.push(params);
          if (params.identifier_value === "601613") return NATWEST;
          throw unknownSortCode;
        }),
      },
      beneficiaries: {
        validate: jest.fn(async (params: BeneficiaryCreateParams) => {
          validated.push(params);
          if (params.beneficiary_company_name === "12345") throw companyNameRefused;
          return { id: "validated" } as Beneficiary;
        }),
        create: jest.fn(async (params: BeneficiaryCreateParams) => {
          created.push(params);
          return { id: "new-id", name: params.name } as Beneficiary;
        }),
        // The demo's answers for these names (payee-names.ts words them the same way).
        verifyAccount: jest.fn(async (request: PayeeCheckRequest) => {
          checked.push(request);
          const name = request.beneficiary_company_name;
          if (name === "Acme Lt") return { answer: "close_match", actual_name: "Acme Ltd", reason_code: "AV300", reason: "String is a close match to the account name.", reason_type: "warning" };
          if (name === "Zenith Ltd") return { answer: "no_match", actual_name: null, reason_code: "AV201", reason: "String does not match the account name.", reason_type: "rejected" };
          if (name === "Offline Ltd") throw new ServiceUnavailableError({ method: "POST", path: "/v2/beneficiaries/account_verification", requestId: "req-503", status: 503, errorCode: "service_unavailable", messages: {} });
          // The provider's refusal for a login without the check, as the demo service words it (account-verification.ts).
          if (name === "Unchecked Ltd") {
            throw new PermissionDeniedError({
              method: "POST", path: "/v2/beneficiaries/account_verification", requestId: "req-403", status: 403, errorCode: "permission_denied",
              messages: { base: [{ code: "permission_denied", message: "You do not have permission 'account_verification' to perform this operation", params: {} }] },
            });
          }
          // A bare 403 (a gateway's): not the provider's refusal, so the check could not be made.
          if (name === "Gateway Ltd") throw new PermissionDeniedError({ method: "POST", path: "/v2/beneficiaries/account_verification", requestId: "req-gw", status: 403, errorCode: "forbidden", messages: {} });
          return { answer: "full_match", actual_name: name, reason_code: "AV100", reason: "Full match.", reason_type: "okay" };
        }),
      },
    },
  } as unknown as FxDeskClient;
  return { client, validated, created, detailsAsked, checked, bankCodesAsked };
}

const fieldBox = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole("button", { name: "Save" });

async function renderGbForm() {
  const scripted = scriptedClient();
  const onSaved = jest.fn();
  const onContinuedAnyway = jest.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <BeneficiaryForm client={scripted.client} actingAs="0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90" onSaved={onSaved} onContinuedAnyway={onContinuedAnyway} onCancel={() => undefined} />
    </FluentProvider>,
  );
  type("Currency", "gbp");
  type("Bank country", "gb");
  type("Beneficiary country", "GB");
  await screen.findByLabelText(/Sort code/);
  return { ...scripted, onSaved, onContinuedAnyway };
}

/** The second warning; found by its role and title directly, as a role query over the whole form is slow in jsdom. */
async function warningDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>("[role=alertdialog]");
    const title = document.getElementById(dialog?.getAttribute("aria-labelledby") ?? "")?.textContent;
    if (dialog === null || title !== "Are you sure you want to continue?") throw new Error("the warning is not shown");
    return dialog;
  });
}

async function validateAndSave() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
  await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
  await act(async () => fireEvent.click(saveButton()));
}

async function fillValidCompany() {
  type(/Nickname/, "Acme GBP");
  type(/Account holder/, "Acme Ltd");
  type(/Account number/, "41926819");
  type(/Sort code/, "601613");
  type(/Company name/, "Acme Ltd");
}

describe("beneficiary form", () => {
  it("asks the service which details GBP to the UK needs, for the acting-as, and shows exactly those fields", async () => {
    const { detailsAsked, client } = await renderGbForm();
    expect(detailsAsked).toEqual([{ currency: "GBP", bank_account_country: "GB", beneficiary_country: "GB" }]);
    expect(jest.mocked(client.core.reference.beneficiaryRequiredDetails).mock.calls[0]?.[1]).toMatchObject({ onBehalfOf: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90" });
    const fields = [...document.querySelectorAll("[data-field]")].map((element) => element.getAttribute("data-field"));
    expect(fields).toEqual([
      "currency", "bank_country", "beneficiary_country", "payment_types", "beneficiary_entity_type",
      "name", "bank_account_holder_name", "account_number", "routing_code_value_1", "beneficiary_company_name",
    ]);
    // The payment types in the words the sheets and the payment review use (issue 43), the code the value sent.
    const types = [...fieldBox("payment_types").querySelectorAll("option")].map((option) => [option.textContent, option.getAttribute("value")]);
    expect(types).toEqual([["Local", "regular"]]);
    fireEvent.change(screen.getByLabelText("Entity type"), { target: { value: "individual" } });
    await screen.findByLabelText(/First name/);
    expect(screen.queryByLabelText(/Company name/)).toBeNull();
  });

  it("checks a field as it is typed, beside that field", async () => {
    await renderGbForm();
    type(/Sort code/, "60-16-1");
    expect(fieldBox("routing_code_value_1").textContent).toContain('"60-16-1" is not a sort code — a UK sort code has 6 digits');
    type(/Sort code/, "601613");
    expect(fieldBox("routing_code_value_1").textContent).not.toContain("is not");
    // A complete code is looked up; its answer is part of what the person sees next.
    expect((await screen.findByTestId("bank-of-routing_code_value_1")).textContent).toBe("Bank: NATIONAL WESTMINSTER BANK PLC, LONDON");
  });

  it("shows the bank's name and city as soon as the sort code is complete, dashes and all, asking once per code (issue 31)", async () => {
    const { bankCodesAsked, created, onSaved } = await renderGbForm();
    type(/Sort code/, "60-16-1");
    expect(screen.queryByTestId("bank-of-routing_code_value_1")).toBeNull();
    type(/Sort code/, "60-16-13");
    expect((await screen.findByTestId("bank-of-routing_code_value_1")).textContent).toBe("Bank: NATIONAL WESTMINSTER BANK PLC, LONDON");
    type(/Sort code/, "601613");
    type(/Sort code/, "60 16 13");
    expect(screen.getByTestId("bank-of-routing_code_value_1").textContent).toBe("Bank: NATIONAL WESTMINSTER BANK PLC, LONDON");
    expect(bankCodesAsked).toEqual([{ identifier_type: "sort_code", identifier_value: "601613" }]);
    await fillValidCompany();
    type(/Sort code/, "60-16-13");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ routing_code_value_1: "601613" });
  });

  it("flags a sort code the lookup does not know before saving, and lets the person save it all the same (issue 31)", async () => {
    const { created, onSaved } = await renderGbForm();
    await fillValidCompany();
    type(/Sort code/, "400730");
    expect((await screen.findByTestId("bank-of-routing_code_value_1")).textContent).toBe(
      "The bank lookup does not know this sort code: check it with the payee. You can still validate and save it; the service decides whether it takes it.",
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId("form-status").textContent).toBe("The service accepts these details, but the bank lookup does not know the bank: save only if the payee has confirmed them.");
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ routing_code_value_1: "400730" });
  });

  it("shows the service's per-field answer to Validate beside its field, and keeps Save disabled", async () => {
    const { validated, created } = await renderGbForm();
    await fillValidCompany();
    type(/Company name/, "12345");
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect(fieldBox("beneficiary_company_name").textContent).toContain("is not in a format the service accepts"));
    expect(validated).toHaveLength(1);
    expect(fieldBox("account_number").textContent).not.toContain("invalid");
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    // Typing in the field drops the service's word on the old value.
    type(/Company name/, "Acme Ltd");
    expect(fieldBox("beneficiary_company_name").textContent).not.toContain("invalid format");
    expect(created).toEqual([]);
  });

  it("enables Save only for what the service validated, and saves exactly that", async () => {
    const { validated, created, onSaved } = await renderGbForm();
    await fillValidCompany();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId("form-status").textContent).toContain("The service accepts these details");

    // A change after validation needs a new one.
    type(/Nickname/, "Acme GBP (main)");
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: "new-id", name: "Acme GBP (main)" }, true));
    expect(created).toEqual([validated[1]]);
    expect(created[0]).toMatchObject({ routing_code_type_1: "sort_code", routing_code_value_1: "601613", payment_types: ["regular"], beneficiary_entity_type: "company" });
  });

  it("lists every required field left empty when Validate is pressed, and sends nothing", async () => {
    const { validated } = await renderGbForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    expect(fieldBox("name").textContent).toContain("Nickname is required");
    expect(fieldBox("routing_code_value_1").textContent).toContain("Sort code is required");
    expect(validated).toEqual([]);
  });

  it("checks the payee's name on Save and saves a full match at once", async () => {
    const { checked, created, onSaved, onContinuedAnyway } = await renderGbForm();
    await fillValidCompany();
    await validateAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(checked).toEqual([
      { payment_type: "regular", currency: "GBP", bank_country: "GB", account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613", beneficiary_entity_type: "company", beneficiary_company_name: "Acme Ltd" },
    ]);
    expect(created).toHaveLength(1);
    expect(onContinuedAnyway).not.toHaveBeenCalled();
  });

  it("shows a close match with the name on the account, saves nothing, and offers that name, checked again on the next Save", async () => {
    const { checked, created, onSaved } = await renderGbForm();
    await fillValidCompany();
    type(/Company name/, "Acme Lt");
    await validateAndSave();
    const answer = await screen.findByTestId("payee-check");
    expect(answer.textContent).toContain("Incorrect beneficiary name");
    expect(answer.textContent).toContain('the name on the account is "Acme Ltd" (AV300)');
    expect(created).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Use Acme Ltd" })));
    expect((screen.getByLabelText(/Company name/) as HTMLInputElement).value).toBe("Acme Ltd");
    expect((screen.getByLabelText(/Account holder/) as HTMLInputElement).value).toBe("Acme Ltd");
    expect(screen.queryByTestId("payee-check")).toBeNull();
    await validateAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // No answer is reused: the second Save asked again, for the name now on the form.
    expect(checked.map((request) => request.beneficiary_company_name)).toEqual(["Acme Lt", "Acme Ltd"]);
    expect(created.map((params) => params.beneficiary_company_name)).toEqual(["Acme Ltd"]);
  });

  it("saves a no match only after Continue anyway and its second warning, and tells the tab the answer", async () => {
    const { created, onSaved, onContinuedAnyway } = await renderGbForm();
    await fillValidCompany();
    type(/Company name/, "Zenith Ltd");
    await validateAndSave();
    expect((await screen.findByTestId("payee-check")).textContent).toContain("No match for beneficiary name");
    expect(screen.queryByRole("button", { name: /^Use / })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue anyway…" })));
    const dialog = await warningDialog();
    expect(dialog.textContent).toContain("We may not be able to recover the money for you.");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true })));
    expect(created).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue anyway…" })));
    await act(async () => fireEvent.click(within(await warningDialog()).getByRole("button", { name: "Continue anyway", hidden: true })));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(created).toHaveLength(1);
    expect(onContinuedAnyway).toHaveBeenCalledWith({ id: "new-id", name: "Acme GBP" }, true, "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)");
  });

  it("says why the check could not be made, saves nothing, offers no way past it but to check again (issue 39 point 4)", async () => {
    const { created, onSaved, checked, onContinuedAnyway } = await renderGbForm();
    await fillValidCompany();
    for (const [name, why] of [
      ["Offline Ltd", "The service is temporarily unavailable"],
      ["Gateway Ltd", "The service refused it without saying the check is not switched on for this login (403)"],
    ] as const) {
      type(/Company name/, name);
      await validateAndSave();
      const held = await screen.findByTestId("payee-check");
      expect(held.textContent).toBe(`The payee's name could not be checked${why}. Nothing was saved: check again, or go back to the details.Check againBack to the details`);
      expect(screen.queryByRole("button", { name: /Continue anyway|Save anyway/ })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check again" })));
      await waitFor(() => expect(checked.filter((request) => request.beneficiary_company_name === name)).toHaveLength(2));
      expect(await screen.findByTestId("payee-check")).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Back to the details" })));
      expect(screen.queryByTestId("payee-check")).toBeNull();
    }
    expect(created).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onContinuedAnyway).not.toHaveBeenCalled();
  });

  it("saves a payee the login cannot check only after the person says to save it unchecked, once, and records that (issue 39 point 4)", async () => {
    const { created, onSaved, checked, onContinuedAnyway } = await renderGbForm();
    await fillValidCompany();
    type(/Company name/, "Unchecked Ltd");
    await validateAndSave();
    const question = await screen.findByTestId("payee-check");
    expect(question.textContent).toBe(
      "Payee name checks are not switched on for this loginThis payee's name will not be checked against the account. Save anyway?Save anywayBack to the details",
    );
    // Nothing was created on the check's refusal: only the go-ahead saves.
    expect(checked).toHaveLength(1);
    expect(created).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save anyway" })));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(created).toEqual([expect.objectContaining({ beneficiary_company_name: "Unchecked Ltd", account_number: "41926819" })]);
    // Asked once: the go-ahead saved without asking the check again, and the decision went to the tab for the audit sheet.
    expect(checked).toHaveLength(1);
    expect(onContinuedAnyway).toHaveBeenCalledWith(
      { id: "new-id", name: "Acme GBP" },
      true,
      "Payee name check: not switched on for this login — saved without checking the payee's name against the account",
    );
  });
});
