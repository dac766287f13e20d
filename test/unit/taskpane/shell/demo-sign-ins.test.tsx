/**
 * @jest-environment jsdom
 */
/**
 * The sign-in form offers the local demo service's two users (maker and approver) on the local demo service only:
 * choosing one fills in its login id and API key, and what is submitted is that user. The injected list is read
 * defensively (a build without it offers none).
 */
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { DEMO_APPROVER, DEMO_USER } from "../../../../src/demo-service/demo-credentials";
import { parseDemoSignIns, type DemoSignIn } from "../../../../src/taskpane/shell/demo-sign-ins";
import { SignInForm } from "../../../../src/taskpane/shell/sign-in-form";
import type { SignInRequest } from "../../../../src/taskpane/shell/use-session";

const SIGN_INS: DemoSignIn[] = [
  { label: "Demo maker (demo@fxdesk.local)", loginId: DEMO_USER.loginId, apiKey: DEMO_USER.apiKey },
  { label: "Demo approver (approver@fxdesk.local)", loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey },
];

function renderForm(demoSignIns: readonly DemoSignIn[]) {
  const submitted: SignInRequest[] = [];
  const onSubmit = jest.fn((request: SignInRequest) => void submitted.push(request));
  render(
    <FluentProvider theme={webLightTheme}>
      <SignInForm busy={false} error={undefined} onSubmit={onSubmit} demoSignIns={demoSignIns} />
    </FluentProvider>,
  );
  return submitted;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;

describe("demo users on the sign-in form", () => {
  it("fills in the approver's login id and API key when chosen, and signs in as the approver", () => {
    const submitted = renderForm(SIGN_INS);
    const choice = field("Demo user") as HTMLSelectElement;
    expect([...choice.options].map((option) => option.text)).toEqual(["Type them in", "Demo maker (demo@fxdesk.local)", "Demo approver (approver@fxdesk.local)"]);
    fireEvent.change(choice, { target: { value: DEMO_APPROVER.loginId } });
    expect(field("Login id").value).toBe(DEMO_APPROVER.loginId);
    expect(field("API key").value).toBe(DEMO_APPROVER.apiKey);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(submitted).toEqual([{ environmentId: "local-demo", customUrl: "", loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey, remember: false }]);
  });

  it("goes back to 'Type them in' once the login id is edited by hand", () => {
    renderForm(SIGN_INS);
    fireEvent.change(field("Demo user"), { target: { value: DEMO_USER.loginId } });
    fireEvent.change(field("Login id"), { target: { value: "someone@example.com" } });
    expect((field("Demo user") as HTMLSelectElement).value).toBe("");
    expect(field("API key").value).toBe(DEMO_USER.apiKey);
  });

  it("offers no demo users away from the local demo service, nor in a build without them", () => {
    renderForm(SIGN_INS);
    fireEvent.change(field("Environment"), { target: { value: "provider-demo" } });
    expect(screen.queryByLabelText("Demo user", { exact: false })).toBeNull();
    expect(parseDemoSignIns(undefined)).toEqual([]);
    expect(parseDemoSignIns("")).toEqual([]);
    expect(parseDemoSignIns("{not json")).toEqual([]);
    expect(parseDemoSignIns(JSON.stringify([{ label: "x", loginId: "y" }, SIGN_INS[1]]))).toEqual([SIGN_INS[1]]);
  });
});
