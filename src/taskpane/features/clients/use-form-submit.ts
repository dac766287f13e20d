/**
 * One Clients form's state: its values, the problems found locally (checked first, nothing sent while any is
 * left) or by the service (beside the same fields), and the save in flight.
 */
import { useState } from "react";
import type { Checked, FieldProblems } from "../../../domain/client-form";
import { refusalOf, type FormField, type FormValues } from "./form-fields";

export function useFormSubmit<D, R>(fields: readonly FormField[], initial: FormValues, check: (values: FormValues) => Checked<D>, save: (draft: D) => Promise<R>, onSaved: (saved: R) => void) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = check(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      setMessage("Fix the fields marked before saving.");
      return;
    }
    setProblems({});
    setMessage(undefined);
    setBusy(true);
    try {
      onSaved(await save(checked.draft));
    } catch (error) {
      const refusal = refusalOf(error, fields);
      setProblems(refusal.problems);
      setMessage(refusal.message ?? "The service refused the fields marked.");
    } finally {
      setBusy(false);
    }
  };
  return { values, problems, message, busy, onChange: setValues, onSubmit: () => void submit() };
}
