/**
 * @jest-environment jsdom
 */
/**
 * The live checklist in jsdom: each finding a link handed to the form (which opens and focuses its field: see
 * application-view.test.tsx), a list that folds away, and Submit disabled until the checklist is clear and
 * everything typed is saved.
 */
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { checkCompleteness, type Finding } from "../../../../../src/domain/onboarding";
import { Checklist } from "../../../../../src/taskpane/features/onboarding/checklist";

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

function Page({
  shown,
  unsaved = false,
  referenceMissing = false,
  onSubmit = () => undefined,
  onOpenFinding = () => undefined,
}: {
  shown: readonly Finding[];
  unsaved?: boolean;
  referenceMissing?: boolean;
  onSubmit?: () => void;
  onOpenFinding?: (found: Finding) => void;
}) {
  return (
    <FluentProvider theme={webLightTheme}>
      <Checklist findings={shown} submitted={false} unsaved={unsaved} referenceMissing={referenceMissing} onOpenFinding={onOpenFinding} onSubmit={onSubmit} />
    </FluentProvider>
  );
}

describe("Checklist", () => {
  it("hands the finding of a clicked link to the form, which opens its section and focuses its field", () => {
    const onOpenFinding = jest.fn();
    render(<Page shown={findings} onOpenFinding={onOpenFinding} />);
    fireEvent.click(screen.getByText("Give the e-mail of the person filling in the form."));
    expect(onOpenFinding).toHaveBeenCalledWith(findings.find((found) => found.message === "Give the e-mail of the person filling in the form."));
  });

  it("numbers a finding that wraps beside its first line: its link stands at the top of the line, not on the baseline", () => {
    render(<Page shown={findings} />);
    const links = screen.getAllByRole("listitem").flatMap((item) => [...item.querySelectorAll("button")]);
    expect(links).toHaveLength(findings.length);
    for (const link of links) expect(getComputedStyle(link).verticalAlign).toBe("top");
  });

  it("folds its list to one line and shows it again, the count and Submit staying in view", () => {
    render(<Page shown={findings} />);
    fireEvent.click(screen.getByRole("button", { name: "Hide the list" }));
    expect(screen.queryByRole("list", { name: "To do" })).toBeNull();
    expect(screen.getByText(`${findings.length} to do`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show the list" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(findings.length);
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
