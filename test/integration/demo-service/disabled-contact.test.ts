/**
 * A contact set to `not_enabled` is locked out at once (docs/provider-api.md §2): every token it holds is refused at
 * its next call with the 401 an expired token gets, its logins are refused with that same 401 (without counting as
 * failed attempts), and nothing it sends changes anything. Enabled again it signs in afresh; the tokens it had stay
 * dead. (`on_behalf_of` a disabled contact: request-context.test.ts.)
 */
import { describe, expect, it } from "@jest/globals";
import { DEMO_APPROVER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, login, loginApprover } from "../../support/demo-http";
import { onboardingCall } from "../../support/onboarding-data";
import { withDemoService } from "../../support/with-demo-service";

/** The authentication guide's answer to an expired token, word for word. */
const AUTH_FAILED = {
  error_code: "auth_failed",
  error_messages: { username: [{ code: "invalid_supplied_credentials", message: "Authentication failed with the supplied credentials", params: {} }] },
};

describe("demo service: a disabled contact", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const setStatus = async (contactId: string, status: "enabled" | "not_enabled") => {
    const answer = await call(demoService, "POST", `/v2/contacts/${contactId}`, { status }, { token });
    expect([answer.status, answer.body.status]).toEqual([200, status]);
  };
  const contactOf = async (contactToken: string): Promise<string> => (await call(demoService, "GET", "/v2/contacts/current", {}, { token: contactToken })).body.id;
  const approverLogin = () => call(demoService, "POST", "/v2/authenticate/api", { login_id: DEMO_APPROVER.loginId, api_key: DEMO_APPROVER.apiKey });
  const readWith = (contactToken: string) => call(demoService, "GET", "/v2/accounts/current", {}, { token: contactToken });

  it("refuses its open token at the very next call, every call after, on the core and onboarding APIs, and changes nothing", async () => {
    const approverToken = await loginApprover(demoService);
    expect((await readWith(approverToken)).status).toBe(200);
    await setStatus(await contactOf(approverToken), "not_enabled");
    const before = demoService.state.dump();

    const answers = [];
    for (let index = 0; index < 100; index += 1) answers.push(await readWith(approverToken));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 100 }, () => [401, AUTH_FAILED]));
    const write = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token: approverToken });
    expect([write.status, write.body]).toEqual([401, AUTH_FAILED]);
    const onboarding = await onboardingCall(demoService, approverToken, "POST", "/v1/forms", { entity_type: "individual", country: "GB", email: "a@b.example" });
    expect([onboarding.status, onboarding.body.error_code]).toEqual([401, "auth_failed"]);

    expect(demoService.state.dump()).toBe(before);
    expect((await readWith(token)).status).toBe(200);
  });

  it("refuses its logins with the same 401, never counted as failed attempts, and changes nothing", async () => {
    await setStatus(await contactOf(await loginApprover(demoService)), "not_enabled");
    const before = demoService.state.dump();
    const refused = [];
    for (let attempt = 0; attempt < 6; attempt += 1) refused.push(await approverLogin());
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 6 }, () => [401, AUTH_FAILED]));
    expect(demoService.state.dump()).toBe(before);
  });

  it("enabled again, it signs in afresh, while the tokens it had before stay refused", async () => {
    const usedWhileDisabled = await loginApprover(demoService);
    const idleWhileDisabled = await loginApprover(demoService);
    const approverId = await contactOf(usedWhileDisabled);
    await setStatus(approverId, "not_enabled");
    expect((await readWith(usedWhileDisabled)).status).toBe(401);

    await setStatus(approverId, "enabled");
    const fresh = await approverLogin();
    expect(fresh.status).toBe(200);
    expect((await readWith(fresh.body.auth_token)).status).toBe(200);
    expect(await contactOf(fresh.body.auth_token)).toBe(approverId);
    for (const old of [usedWhileDisabled, idleWhileDisabled]) {
      const answer = await readWith(old);
      expect([answer.status, answer.body]).toEqual([401, AUTH_FAILED]);
    }
  });
});
