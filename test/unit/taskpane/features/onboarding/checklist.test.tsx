/**
 * @jest-environment jsdom
 */
/**
 * The live checklist in jsdom: each finding a link that focuses the input of its field (or its person when the
 * field has no input), and Submit disabled until the checklist is clear and everything typed is saved.
 */
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { checkCompleteness, type Finding } from "../../../../../src/domain/onboarding";
import { Checklist } from "../../../../../src/taskpane/features/onboarding/checklist";
import { fieldElementId } from "../../../../../src/taskpane/features/onboarding/focus-targets";
import { sectionProgress } from "../../../../../src/taskpane/features/onboarding/section-progress";

const now = new Date("2026-01-05T09:00:00Z");
const findings = checkCompleteness(
  {
    entity_type: "corporate",
    country: "GB",
    contact_name: "Ann",
    phone_number: "1",
    agreed_to_terms_and_conditions: true,
    agreed_to_corporate_authority: true,
    people: [{ roles: ["director", "user"], first_name: "Jane", last_name: "Doe", home_country: "GB" }],
  },
  { now },
);

function Page({ shown, unsaved = false, referenceMissing = false, onSubmit = () => undefined }: { shown: readonly Finding[]; unsaved?: boolean; referenceMissing?: boolean; onSubmit?: () => void }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <input id={fieldElementId("form.email")} aria-label="E-mail" />
      <fieldset id={fieldElementId("people[0]")} tabIndex={-1} aria-label="Jane Doe">
        <input id={fieldElementId("people[0].dob")} aria-label="Date of birth" />
      </fieldset>
      <Checklist findings={shown} progress={sectionProgress(shown, "corporate")} submitted={false} unsaved={unsaved} referenceMissing={referenceMissing} onSubmit={onSubmit} />
    </FluentProvider>
  );
}

describe("Checklist", () => {
  it("focuses the field a finding names when its link is clicked", () => {
    render(<Page shown={findings} />);
    fireEvent.click(screen.getByText("Give the e-mail of the person filling in the form."));
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    const dob = findings.find((found) => found.path.section === "people" && found.path.field === "dob");
    expect(dob).toBeDefined();
    fireEvent.click(screen.getByText(dob?.message ?? ""));
    expect(document.activeElement).toBe(screen.getByLabelText("Date of birth"));
  });

  it("numbers a finding that wraps beside its first line: its link stands at the top of the line, not on the baseline", () => {
    render(<Page shown={findings} />);
    const links = screen.getAllByRole("listitem").flatMap((item) => [...item.querySelectorAll("button")]);
    expect(links).toHaveLength(findings.length);
    for (const link of links) expect(getComputedStyle(link).verticalAlign).toBe("top");
  });

  it("falls back to the person when the field has no input", () => {
    const email = findings.find((found) => found.path.section === "people" && found.path.field !== "dob" && found.path.field !== undefined);
    render(<Page shown={email ? [email] : []} />);
    fireEvent.click(screen.getByText(email?.message ?? ""));
    expect(document.activeElement).toBe(screen.getByRole("group", { name: "Jane Doe" }));
  });

  it("keeps Submit disabled while anything is open, unsaved or not yet checked against the country list, and enables it when clear", () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<Page shown={findings} onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", true);
    expect(screen.getByText(`${findings.length} to do`)).toBeTruthy();
    rerender(<Page shown={[]} unsaved onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", true);
    rerender(<Page shown={[]} referenceMissing onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/Waiting for the provider's country list/)).toBeTruthy();
    rerender(<Page shown={[]} onSubmit={onSubmit} />);
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toHaveProperty("disabled", false);
    expect(screen.getByText("Complete")).toBeTruthy();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
