/** Create or edit a sub-account: the account-create fields with the service's value sets, checked locally first. */
import type { FxDeskClient } from "../../../api";
import type { Account } from "../../../api/schemas";
import { checkAccountDraft } from "../../../domain/client-form";
import { ClientForm } from "./client-form";
import { ACCOUNT_FORM, changedValues, valuesOf } from "./form-fields";
import { useFormSubmit } from "./use-form-submit";

interface AccountFormProps {
  client: FxDeskClient;
  /** The account edited; a new one when absent. */
  editing?: Account;
  onSaved(account: Account): void;
  onCancel(): void;
}

export function AccountForm({ client, editing, onSaved, onCancel }: AccountFormProps) {
  const initial = valuesOf(ACCOUNT_FORM, editing);
  const form = useFormSubmit(
    ACCOUNT_FORM,
    initial,
    checkAccountDraft,
    (draft) => (editing ? client.core.accounts.update(editing.id, changedValues(initial, { ...draft })) : client.core.accounts.create(draft)),
    onSaved,
  );
  return (
    <ClientForm
      title={editing ? `Edit ${editing.account_name}` : "New sub-account"}
      fields={ACCOUNT_FORM}
      submitLabel={editing ? "Save account" : "Create sub-account"}
      onCancel={onCancel}
      {...form}
    />
  );
}
