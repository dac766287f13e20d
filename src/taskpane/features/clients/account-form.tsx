/**
 * Create or edit a sub-account: the account-create fields with the service's value sets, checked locally first. An
 * edit sends only what changed among the fields the update takes.
 */
import type { FxDeskClient } from "../../../api";
import type { Account } from "../../../api/schemas";
import { checkAccountDraft } from "../../../domain/client-form";
import { ClientForm } from "./client-form";
import { ACCOUNT_EDIT_FORM, ACCOUNT_FORM, updatedValues, valuesOf } from "./form-fields";
import { useFormSubmit } from "./use-form-submit";

interface AccountFormProps {
  client: FxDeskClient;
  /** The account edited; a new one when absent. */
  editing?: Account;
  onSaved(account: Account): void;
  onCancel(): void;
}

export function AccountForm({ client, editing, onSaved, onCancel }: AccountFormProps) {
  const fields = editing ? ACCOUNT_EDIT_FORM : ACCOUNT_FORM;
  const initial = valuesOf(fields, editing);
  const form = useFormSubmit(
    fields,
    initial,
    checkAccountDraft,
    (draft) => (editing ? client.core.accounts.update(editing.id, updatedValues(fields, initial, { ...draft })) : client.core.accounts.create(draft)),
    onSaved,
  );
  return (
    <ClientForm
      title={editing ? `Edit ${editing.account_name}` : "New sub-account"}
      fields={fields}
      submitLabel={editing ? "Save account" : "Create sub-account"}
      onCancel={onCancel}
      {...form}
    />
  );
}
