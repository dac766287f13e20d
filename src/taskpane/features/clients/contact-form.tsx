/** Create or edit a contact of a sub-account: the contact fields, checked locally first (an individual's contact needs a date of birth). */
import type { FxDeskClient } from "../../../api";
import type { Account, Contact } from "../../../api/schemas";
import { checkContactDraft } from "../../../domain/client-form";
import { ClientForm } from "./client-form";
import { CONTACT_EDIT_FORM, CONTACT_FORM, updatedValues, valuesOf } from "./form-fields";
import { useFormSubmit } from "./use-form-submit";

interface ContactFormProps {
  client: FxDeskClient;
  account: Account;
  /** The contact edited; a new one when absent. */
  editing?: Contact;
  onSaved(contact: Contact): void;
  onCancel(): void;
}

export function ContactForm({ client, account, editing, onSaved, onCancel }: ContactFormProps) {
  const fields = editing ? CONTACT_EDIT_FORM : CONTACT_FORM;
  const initial = editing ? valuesOf(fields, editing) : { ...valuesOf(fields, undefined), timezone: "Europe/London" };
  const form = useFormSubmit(
    fields,
    initial,
    (values) => checkContactDraft(values, account.legal_entity_type),
    (draft) => (editing ? client.core.contacts.update(editing.id, updatedValues(fields, initial, { ...draft })) : client.core.contacts.create({ ...draft, account_id: account.id })),
    onSaved,
  );
  return (
    <ClientForm
      title={editing ? `Edit contact ${editing.first_name} ${editing.last_name}` : `New contact of ${account.account_name}`}
      fields={fields}
      submitLabel={editing ? "Save contact" : "Create contact"}
      onCancel={onCancel}
      {...form}
    />
  );
}
