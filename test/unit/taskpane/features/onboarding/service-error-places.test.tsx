/**
 * @jest-environment jsdom
 */
/**
 * A refusal the onboarding service words about an address's state — its field named as the wire names it
 * ("registered_address.state_or_province", nested or flat) — is shown beside the state input the panel shows
 * ("…_attributes.state_of_province"), through the real client over a scripted service.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { createClient } from "../../../../../src/api";
import { SECTORS } from "../../../../../src/api/schemas";
import { ApplicationView } from "../../../../../src/taskpane/features/onboarding/application-view";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import { openSections } from "./open-sections";
import * as wire from "../../../api/onboarding/onboarding-fixtures";

const REFUSAL = "is not a state of the United States";
const now = () => Date.parse("2026-01-05T09:00:00Z");

/** jsdom has no Response: what the transport reads of one (status, body text, headers). */
function answer(status: number, json: unknown): Response {
  return { ok: status < 300, status, headers: { get: () => null }, text: async () => JSON.stringify(json) } as unknown as Response;
}

/** The real client over a scripted service whose every change of the business information is refused with `errorMessages`. */
function serviceRefusing(errorMessages: Record<string, unknown>) {
  return createClient({
    baseUrl: "http://localhost:4010",
    loginId: "treasury@acme.example",
    apiKey: "ab".repeat(32),
    rateBudget: false,
    retry: { maxRetries: 0 },
    fetch: async (url, init) => {
      const path = new URL(url).pathname;
      if (path === "/v2/authenticate/api") return answer(200, { auth_token: "4df5b3e5882a412f148dcd08fa4e5b73" });
      if (init.method === "GET" && path.endsWith("/documents")) return answer(200, { documents: [] });
      // An update reads the saved section first, to send it whole.
      if (init.method === "GET" && path.endsWith("/business_information")) return answer(200, { data: wire.businessInformation() });
      if (init.method === "GET") return answer(200, { data: { ...wire.form(), business_information: wire.businessInformation(), people: [] } });
      return answer(422, { status: "unprocessable_entity", error_code: "invalid_parameters", reason: "Invalid parameters", error_messages: errorMessages });
    },
  });
}

async function refusalBesideTheState(errorMessages: Record<string, unknown>): Promise<string> {
  const client = serviceRefusing(errorMessages);
  render(
    <FluentProvider theme={webLightTheme}>
      <ApplicationView
        client={client}
        workbook={new MemoryWorkbook()}
        log={createActivityLog()}
        formId={wire.onboardingIds.form}
        now={now}
        reference={{ reference: { permittedCountries: ["GB", "US"], sectors: SECTORS }, retry: () => undefined }}
        onBack={() => undefined}
      />
    </FluentProvider>,
  );
  await openSections("Business information");
  const state = await screen.findByLabelText("Registered address: state or province");
  fireEvent.change(state, { target: { value: "Texaz" } });
  // The Field links its message to the input: what a screen reader hears beside it, and what is shown under it.
  const besideTheState = () =>
    (state.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  await waitFor(() => expect(besideTheState()).toContain(REFUSAL));
  return besideTheState();
}

const refusal = [{ code: "state_or_province_is_invalid", message: REFUSAL, params: {} }];

describe("a service refusal about an address's state, in the onboarding panel", () => {
  it("lands beside the state input when the service nests it under the answer's address name", async () => {
    expect(await refusalBesideTheState({ registered_address: { state_or_province: refusal } })).toContain(REFUSAL);
  });

  it("lands beside the state input when the service names the request's field with the wire's spelling", async () => {
    expect(await refusalBesideTheState({ "registered_address_attributes.state_or_province": refusal })).toContain(REFUSAL);
  });
});
