/**
 * Create or edit a beneficiary: currency and countries first, then the payment type and entity type the service
 * offers for them, then exactly the fields that way of paying requires, each checked as it is typed. Validate asks
 * the service and puts its word beside each field; Save stays disabled until the service has validated exactly
 * what is on the form. Save checks a UK or SEPA payee's name first (payee-answer.tsx says what came back,
 * payee-check-unanswered.tsx when no answer about the name came back).
 */
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { Fragment } from "react";
import type { FxDeskClient } from "../../../api";
import { bankInWords, type BankAnswer } from "../../../jobs";
import type { Beneficiary } from "../../../api/schemas";
import { offeredEntityTypes, offeredPaymentTypes, type EntityType, type PaymentType } from "./form-state";
import { useBeneficiaryForm } from "./use-beneficiary-form";
import { PayeeAnswerBar } from "./payee-answer";
import { UnansweredCheckBar } from "./payee-check-unanswered";
import { codeInWords, PAYMENT_TYPE_WORDS, supportReferenceNote } from "../../../domain";
import { useLayoutStyles } from "../../components/layout-styles";

const useStyles = makeStyles({
  route: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(7.5rem, 1fr))", gap: tokens.spacingHorizontalS },
  // Fluent's inputs keep a minimum width of their own, which would push a third column out of a narrow pane.
  narrow: { minWidth: 0 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const ENTITY_TYPE_LABELS: Record<EntityType, string> = { company: "Company", individual: "Individual" };

/**
 * The bank a field's code names, under the field: its name and city once the lookup answers; a warning when the
 * lookup does not know the code (the person may still validate and save: the service decides what it accepts).
 */
function BankLine({ field, label, answer }: { field: string; label: string; answer: BankAnswer | undefined }) {
  const styles = useStyles();
  if (answer === undefined) return null;
  if (answer.state === "found") {
    return (
      <Caption1 data-bank-of={field} data-testid={`bank-of-${field}`}>
        Bank: {bankInWords(answer.bank)}
      </Caption1>
    );
  }
  // "Sort code" reads "sort code" mid-sentence; "IBAN" and "ABA" stay as they are.
  const named = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  const words =
    answer.state === "unknown"
      ? `The bank lookup does not know this ${named}: check it with the payee. You can still validate and save it; the service decides whether it takes it.`
      : `The bank could not be looked up (${answer.why}): check the ${named} with the payee.`;
  return (
    <Caption1 className={styles.warning} data-bank-of={field} data-testid={`bank-of-${field}`}>
      {words}
    </Caption1>
  );
}

interface BeneficiaryFormProps {
  client: FxDeskClient;
  actingAs: string | undefined;
  editing?: Beneficiary;
  onSaved(beneficiary: Beneficiary, created: boolean): void;
  onContinuedAnyway?(beneficiary: Beneficiary, created: boolean, answer: string): void;
  onCancel(): void;
}

export function BeneficiaryForm({ client, actingAs, editing, onSaved, onContinuedAnyway, onCancel }: BeneficiaryFormProps) {
  const styles = useStyles();
  const layout = useLayoutStyles();
  const form = useBeneficiaryForm({ client, actingAs, editing, onSaved, onContinuedAnyway });
  const paymentTypes = offeredPaymentTypes(form.offered);
  const entityTypes = offeredEntityTypes(form.offered, form.route.payment_types);
  const title = editing ? `Edit ${editing.name}` : "New beneficiary";

  return (
    <form
      className={layout.stack}
      aria-label={title}
      data-testid="beneficiary-form"
      // The form says what is missing beside each field itself; the browser's own bubbles would say it first, and less.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.validate();
      }}
    >
      <Subtitle2 as="h3">{title}</Subtitle2>
      <div className={styles.route}>
        <Field label="Currency" data-field="currency" validationMessage={form.problemOf("currency")}>
          <Input className={styles.narrow} value={form.route.currency} maxLength={3} placeholder="GBP" onChange={(_, data) => form.setRouteField("currency", data.value.toUpperCase())} />
        </Field>
        <Field label="Bank country" data-field="bank_country" validationMessage={form.problemOf("bank_country")}>
          <Input className={styles.narrow} value={form.route.bank_country} maxLength={2} placeholder="GB" onChange={(_, data) => form.setRouteField("bank_country", data.value.toUpperCase())} />
        </Field>
        <Field label="Beneficiary country" data-field="beneficiary_country" validationMessage={form.problemOf("beneficiary_country")}>
          <Input
            className={styles.narrow}
            value={form.route.beneficiary_country}
            maxLength={2}
            placeholder="GB"
            onChange={(_, data) => form.setRouteField("beneficiary_country", data.value.toUpperCase())}
          />
        </Field>
      </div>
      {form.details.state === "waiting" && <Caption1>Choose the currency and both countries to see the bank details they need.</Caption1>}
      {form.details.state === "loading" && <Spinner size="tiny" label="Loading the bank details needed…" />}
      {form.details.state === "failed" && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.details.message}</MessageBarBody>
        </MessageBar>
      )}
      {form.details.state === "loaded" && paymentTypes.length === 0 && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>The service offers no way to pay {form.route.currency} to a bank in {form.route.bank_country}: choose another currency or country.</MessageBarBody>
        </MessageBar>
      )}
      {form.fields.length > 0 && (
        <>
          <div className={styles.route}>
            <Field label="Payment type" data-field="payment_types" validationMessage={form.problemOf("payment_types")}>
              <Select value={form.route.payment_types} onChange={(_, data) => form.setRouteField("payment_types", data.value as PaymentType)}>
                {paymentTypes.map((type) => (
                  <option key={type} value={type}>
                    {codeInWords(type, PAYMENT_TYPE_WORDS)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Entity type" data-field="beneficiary_entity_type" validationMessage={form.problemOf("beneficiary_entity_type")}>
              <Select value={form.route.beneficiary_entity_type} onChange={(_, data) => form.setRouteField("beneficiary_entity_type", data.value as EntityType)}>
                {entityTypes.map((type) => (
                  <option key={type} value={type}>
                    {ENTITY_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {form.fields.map((field) => (
            <Fragment key={field.field}>
              <Field data-field={field.field} label={field.label} required={field.required} validationMessage={form.problemOf(field.field)}>
                {field.options ? (
                  <Select value={form.values[field.field] ?? ""} onChange={(_, data) => form.setValue(field.field, data.value)}>
                    <option value="">Choose…</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {codeInWords(option)}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input name={field.field} value={form.values[field.field] ?? ""} onChange={(_, data) => form.setValue(field.field, data.value)} />
                )}
              </Field>
              <BankLine field={field.field} label={field.label} answer={form.bankOf(field.field)} />
            </Fragment>
          ))}
        </>
      )}
      {form.bankDisagreement !== undefined && (
        <MessageBar intent="error" role="alert" data-testid="bank-disagreement">
          <MessageBarBody>The bank details do not agree: {form.bankDisagreement}. They cannot be saved until they agree.</MessageBarBody>
        </MessageBar>
      )}
      {form.general.length > 0 && (
        <MessageBar intent="error" role="alert" data-testid="form-errors">
          <MessageBarBody>
            {form.general.join(" ")}
            {supportReferenceNote(form.requestId)}
          </MessageBarBody>
        </MessageBar>
      )}
      {form.payeeAnswer !== undefined && form.payeeAnswer.kind !== "answered" && (
        <UnansweredCheckBar
          answer={form.payeeAnswer}
          busy={form.busy !== undefined}
          onSaveUnchecked={() => void form.saveUnchecked()}
          onCheckAgain={() => void form.checkAgain()}
          onBack={form.dismissPayeeAnswer}
        />
      )}
      {form.payeeAnswer?.kind === "answered" && (
        <PayeeAnswerBar
          answer={form.payeeAnswer}
          busy={form.busy !== undefined}
          onUseName={form.useActualName}
          onBack={form.dismissPayeeAnswer}
          onContinueAnyway={() => void form.continueAnyway()}
        />
      )}
      <div className={layout.actions}>
        <Button type="submit" disabled={!form.canValidate}>
          {form.busy === "validating" ? "Validating…" : "Validate"}
        </Button>
        <Button appearance="primary" disabled={!form.canSave} onClick={() => void form.save()}>
          {form.busy === "checking" ? "Checking the payee's name…" : form.busy === "saving" ? "Saving…" : "Save"}
        </Button>
        <Button appearance="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <Caption1 aria-live="polite" data-testid="form-status">
        {form.bankDisagreement !== undefined
          ? "Saved only once the bank details point at one bank."
          : form.validated
          ? form.unknownBanks.length > 0
            ? "The service accepts these details, but the bank lookup does not know the bank: save only if the payee has confirmed them."
            : "The service accepts these details: save them."
          : "Saved only once the service has validated these details."}
      </Caption1>
    </form>
  );
}
