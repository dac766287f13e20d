/**
 * @jest-environment jsdom
 */
/**
 * The beneficiary form says when its bank codes point at different banks (issue 39 point 5): an IBAN beside a BIC of
 * a bank in another country is named with both banks as the lookup answers them, and Save stays disabled though the
 * service validated the details; codes of one bank save as before. So is a bank country the IBAN does not name.
 */
import "../../../../support/jsdom-text-encoder";
import "../../../../support/jsdom-resize-observer";
import { describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { BadRequestError, type BeneficiaryCreateParams, type FxDeskClient } from "../../../../../src/api";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { BeneficiaryForm } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-form";

/** A Portuguese IBAN of bank 0035 (valid check digits). */
const PORTUGUESE_IBAN = "PT50003501230000123456777";

const PRIORITY_EUR = {
  details: [{ payment_type: "priority", beneficiary_entity_type: "company", iban: "([A-Z0-9]\\s*){15,34}", bic_swift: "^[0-9A-Z]{8}$|^[0-9A-Z]{11}$", beneficiary_company_name: "^.{1,255}$" }],
};

/** Invented answers of the scripted lookup, by the code asked. */
const BANKS: Readonly<Record<string, { name: string; city: string; bic: string; country: string }>> = {
  [PORTUGUESE_IBAN]: { name: "CAIXA GERAL DE DEPOSITOS, S.A.", city: "LISBOA", bic: "CGDIPTPLXXX", country: "PT" },
  NWBKGB2L: { name: "NATIONAL WESTMINSTER BANK PLC", city: "LONDON", bic: "NWBKGB2LXXX", country: "GB" },
  CGDIPTPL: { name: "CAIXA GERAL DE DEPOSITOS, S.A.", city: "LISBOA", bic: "CGDIPTPLXXX", country: "PT" },
};

function scriptedClient() {
  const created: BeneficiaryCreateParams[] = [];
  const client = {
    core: {
      reference: {
        beneficiaryRequiredDetails: jest.fn(async () => PRIORITY_EUR),
        bankDetails: jest.fn(async (params: { identifier_type: string; identifier_value: string }) => {
          const bank = BANKS[params.identifier_value];
          if (bank === undefined) {
            throw new BadRequestError({ method: "POST", path: "/v2/reference/bank_details/find", requestId: "req-1", status: 400, errorCode: "invalid_iban", messages: { base: [{ code: "invalid_iban", message: "IBAN is invalid.", params: {} }] } });
          }
          return {
            identifier_type: params.identifier_type, identifier_value: params.identifier_value, account_number: null, bic_swift: bank.bic, bank_name: bank.name, bank_branch: null,
            bank_address: null, bank_city: bank.city, bank_state: null, bank_post_code: null, bank_country: null, bank_country_ISO: bank.country, currency: null,
          };
        }),
      },
      beneficiaries: {
        validate: jest.fn(async () => ({ id: "validated" }) as Beneficiary),
        create: jest.fn(async (params: BeneficiaryCreateParams) => {
          created.push(params);
          return { id: "new-id", name: params.name } as Beneficiary;
        }),
        verifyAccount: jest.fn(async () => ({ answer: "full_match", actual_name: "Souza Consultoria Lda", reason_code: "AV100", reason: "Full match.", reason_type: "okay" })),
      },
    },
  } as unknown as FxDeskClient;
  return { client, created };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;

describe("beneficiary form: bank codes that disagree", () => {
  it("names both banks when the IBAN and the BIC point at banks in different countries, and does not save until they agree", async () => {
    const { client, created } = scriptedClient();
    const onSaved = jest.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <BeneficiaryForm client={client} actingAs={undefined} onSaved={onSaved} onCancel={() => undefined} />
      </FluentProvider>,
    );
    type("Currency", "EUR");
    type("Bank country", "PT");
    type("Beneficiary country", "PT");
    await screen.findByLabelText(/IBAN/);
    type(/Nickname/, "Souza Consultoria");
    type(/Account holder/, "Souza Consultoria Lda");
    type(/Company name/, "Souza Consultoria Lda");
    type(/IBAN/, PORTUGUESE_IBAN);
    type(/BIC/, "NWBKGB2L");

    const alert = await screen.findByTestId("bank-disagreement");
    await waitFor(() =>
      expect(alert.textContent).toBe(
        "The bank details do not agree: the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; the BIC NWBKGB2L is NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it. They cannot be saved until they agree.",
      ),
    );
    // The service validates the details (it has no rule against them); Save stays disabled all the same.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect(jest.mocked(client.core.beneficiaries.validate)).toHaveBeenCalledTimes(1));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByTestId("form-status").textContent).toBe("Saved only once the bank details point at one bank.");

    // The BIC of the IBAN's bank: the codes agree, and the details save once validated.
    type(/BIC/, "CGDIPTPL");
    await waitFor(() => expect(screen.queryByTestId("bank-disagreement")).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(created).toEqual([expect.objectContaining({ iban: PORTUGUESE_IBAN, bic_swift: "CGDIPTPL" })]);
  });

  it("names both countries when the bank country chosen is not the IBAN's, and does not save", async () => {
    const { client, created } = scriptedClient();
    render(
      <FluentProvider theme={webLightTheme}>
        <BeneficiaryForm client={client} actingAs={undefined} onSaved={() => undefined} onCancel={() => undefined} />
      </FluentProvider>,
    );
    type("Currency", "EUR");
    type("Bank country", "DE");
    type("Beneficiary country", "PT");
    await screen.findByLabelText(/IBAN/);
    type(/Nickname/, "Souza Consultoria");
    type(/Account holder/, "Souza Consultoria Lda");
    type(/Company name/, "Souza Consultoria Lda");
    type(/IBAN/, PORTUGUESE_IBAN);
    type(/BIC/, "CGDIPTPL");
    const alert = await screen.findByTestId("bank-disagreement");
    expect(alert.textContent).toBe("The bank details do not agree: the bank country is Germany, but the IBAN is an account in Portugal: correct one of them. They cannot be saved until they agree.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Validate" })));
    await waitFor(() => expect(jest.mocked(client.core.beneficiaries.validate)).toHaveBeenCalledTimes(1));
    expect(saveButton().disabled).toBe(true);
    expect(created).toEqual([]);
  });
});
