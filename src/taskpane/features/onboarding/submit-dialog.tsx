/**
 * Asks before a form is submitted: submitting sends it to the provider for review and cannot be undone (the form is
 * read-only after, docs/provider-api.md §6). The dialog names what is sent — the kind of application, the applicant,
 * each person with their roles, the documents — so the person confirms this application, not "the form".
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import type { OnboardingFormWithSections } from "../../../api/schemas";
import { applicantOf } from "./applicant-name";

const ROLE_WORDS: Readonly<Record<string, string>> = { director: "director", user: "user", ultimate_business_owner: "ultimate business owner" };

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the dialog says is sent, line by line. */
export function submissionSummary(form: OnboardingFormWithSections, documentCount: number): { title: string; lines: string[] } {
  const kind = form.entity_type === "corporate" ? "corporate" : "individual";
  const applicant = applicantOf(form) || "the applicant";
  const people = form.people ?? [];
  return {
    title: `Submit the ${kind} application of ${applicant}?`,
    lines: [
      `${count(people.length, "person", "people")}${people.length === 0 ? "" : ":"}`,
      ...people.map((person) => {
        const roles = person.roles.map((role) => ROLE_WORDS[role] ?? role.replace(/_/g, " ")).join(", ");
        const share = person.ownership_percentage === null || person.ownership_percentage === undefined ? "" : `, owns ${person.ownership_percentage} %`;
        return `${person.first_name} ${person.last_name} — ${roles}${share}`;
      }),
      `${count(documentCount, "document", "documents")} with their images.`,
    ],
  };
}

interface SubmitDialogProps {
  form: OnboardingFormWithSections;
  documentCount: number;
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function SubmitDialog({ form, documentCount, open, onCancel, onConfirm }: SubmitDialogProps) {
  const { title, lines } = submissionSummary(form, documentCount);
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <p>It is sent to the provider for review with:</p>
            <ul aria-label="What is submitted">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>Once submitted the application cannot be changed or withdrawn here.</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Keep editing
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              Submit the application
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
