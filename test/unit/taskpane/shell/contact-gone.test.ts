/**
 * The acting-as check tells a gone contact apart however the service words "not found": a 404 (what the demo
 * service and the recorded answers for a missing beneficiary say) or the 400 `contact_not_found` on `id` the swagger
 * reference lists for GetContact. Either way the picker falls back to the house instead of showing an error.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../src/api";
import { contactUnusable } from "../../../../src/taskpane/shell/contact-search";
import { errorReply } from "../../../support/fake-service";
import { clientOver } from "../../../support/fake-client";

const GONE = "6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b";

describe("contactUnusable for a contact the service no longer has", () => {
  it.each([404, 400])("says it no longer exists when the service answers %i contact_not_found on id", async (status) => {
    const { core } = clientOver(() => errorReply(status, "contact_not_found", { id: [{ code: "contact_not_found", message: "Contact was not found for this id" }] }));
    expect(await contactUnusable({ core } as FxDeskClient, GONE)).toBe("the contact acted for no longer exists");
  });

  it("still fails on any other refusal rather than calling the contact gone", async () => {
    const { core } = clientOver(() => errorReply(400, "contact_not_found", { on_behalf_of: [{ code: "contact_not_found", message: "Contact was not found for this id" }] }));
    await expect(contactUnusable({ core } as FxDeskClient, GONE)).rejects.toMatchObject({ name: "BadRequestError" });
  });
});
