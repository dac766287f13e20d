/**
 * The guided onboarding of one client, as the service's own sequence: create the sub-account, then its contact,
 * then "Act as this client" — which sets the page's acting-as, so the banner, formulas and bookings follow it.
 */
import { useState } from "react";
import { Button, Caption1, Subtitle2, Text, makeStyles, tokens } from "@fluentui/react-components";
import { setActingAs, type FxDeskClient } from "../../../api";
import type { Account, Contact } from "../../../api/schemas";
import type { ActivityLog } from "../../components/activity-log";
import { AccountForm } from "./account-form";
import { ContactForm } from "./contact-form";

const useStyles = makeStyles({
  flow: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  buttons: { display: "flex", gap: tokens.spacingHorizontalS },
});

type Step = { step: "account" } | { step: "contact"; account: Account } | { step: "done"; account: Account; contact: Contact };

interface NewClientFlowProps {
  client: FxDeskClient;
  log: ActivityLog;
  /** The flow ended (created or not): the list shows the account created, if any. */
  onClose(created: Account | undefined): void;
}

export function NewClientFlow({ client, log, onClose }: NewClientFlowProps) {
  const styles = useStyles();
  const [state, setState] = useState<Step>({ step: "account" });
  const stepNumber = state.step === "account" ? 1 : state.step === "contact" ? 2 : 3;
  return (
    <section className={styles.flow} aria-label="New client" data-testid="new-client-flow">
      <Subtitle2 as="h2">New client</Subtitle2>
      <Caption1 data-testid="new-client-step">Step {stepNumber} of 3: {["the sub-account", "its contact", "act as it"][stepNumber - 1]}</Caption1>
      {state.step === "account" && (
        <AccountForm
          client={client}
          onCancel={() => onClose(undefined)}
          onSaved={(account) => {
            log.add("success", `Created sub-account ${account.account_name} (${account.short_reference})`);
            setState({ step: "contact", account });
          }}
        />
      )}
      {state.step === "contact" && (
        <ContactForm
          client={client}
          account={state.account}
          onCancel={() => onClose(state.account)}
          onSaved={(contact) => {
            log.add("success", `Created contact ${contact.first_name} ${contact.last_name} on ${state.account.account_name}`);
            setState({ step: "done", account: state.account, contact });
          }}
        />
      )}
      {state.step === "done" && (
        <>
          <Text data-testid="new-client-done">
            {state.account.account_name} ({state.account.short_reference}) is onboarded with {state.contact.first_name} {state.contact.last_name} as its contact.
          </Text>
          <div className={styles.buttons}>
            <Button
              appearance="primary"
              onClick={() => {
                setActingAs(state.contact.id);
                log.add("info", `Now acting as ${state.contact.first_name} ${state.contact.last_name} — ${state.account.account_name}`);
                onClose(state.account);
              }}
            >
              Act as this client
            </Button>
            <Button onClick={() => onClose(state.account)}>Done</Button>
          </div>
        </>
      )}
    </section>
  );
}
