/**
 * One sub-account opened: its details, contacts and balances; edit it or a contact, disable or enable either, add
 * a contact, and act as an enabled contact.
 */
import { useState } from "react";
import { Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from "@fluentui/react-components";
import { setActingAs, type FxDeskClient } from "../../../api";
import type { Account, Contact } from "../../../api/schemas";
import { amountText, codeInWords } from "../../../domain";
import { actingAsCellHint, statusInWords } from "../../../jobs";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { AccountForm } from "./account-form";
import { ContactForm } from "./contact-form";
import { useAccountDetails } from "./use-account-details";

const useStyles = makeStyles({
  details: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalS, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalS, margin: 0 },
});

type Editing = { what: "none" } | { what: "account" } | { what: "contact"; contact: Contact | undefined };

interface AccountDetailsProps {
  client: FxDeskClient;
  log: ActivityLog;
  accountId: string;
  /** The account changed (name, status): the list shows it afresh. */
  onChanged(account: Account): void;
}

export function AccountDetails({ client, log, accountId, onChanged }: AccountDetailsProps) {
  const styles = useStyles();
  const { details, failure, reload } = useAccountDetails(client, accountId);
  const [editing, setEditing] = useState<Editing>({ what: "none" });
  const [problem, setProblem] = useState<string | undefined>(undefined);

  if (failure !== undefined) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>Could not open the sub-account: {describeError(failure).message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (details === undefined) return <Spinner size="tiny" label="Opening the sub-account…" />;
  const { account, contacts, balances } = details;
  const actingAsHint = actingAsCellHint(account, contacts);

  const act = async (change: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    try {
      await change();
      log.add("success", done);
      reload();
    } catch (error) {
      setProblem(describeError(error).message);
    }
  };
  const saved = (text: string, changed?: Account) => {
    log.add("success", text);
    setEditing({ what: "none" });
    if (changed) onChanged(changed);
    reload();
  };

  if (editing.what === "account") {
    return <AccountForm client={client} editing={account} onCancel={() => setEditing({ what: "none" })} onSaved={(changed) => saved(`Saved sub-account ${changed.account_name}`, changed)} />;
  }
  if (editing.what === "contact") {
    return (
      <ContactForm
        client={client}
        account={account}
        editing={editing.contact}
        onCancel={() => setEditing({ what: "none" })}
        onSaved={(contact) => saved(`${editing.contact ? "Saved" : "Created"} contact ${contact.first_name} ${contact.last_name}`)}
      />
    );
  }

  const enabled = account.status !== "disabled";
  const facts: [string, string | null][] = [
    ["Short reference", account.short_reference],
    ["Your reference", account.your_reference],
    ["Status", statusInWords(account.status)],
    ["Legal entity", account.legal_entity_type ? codeInWords(account.legal_entity_type) : null],
    ["Address", [account.street, account.city, account.state_or_province, account.postal_code, account.country].filter(Boolean).join(", ")],
    ["Identification", account.identification_type ? `${codeInWords(account.identification_type)} ${account.identification_value ?? ""}` : null],
    ["Spread table", account.spread_table ? codeInWords(account.spread_table) : null],
  ];
  return (
    <section className={styles.details} aria-label={`Sub-account ${account.account_name}`} data-testid="account-details">
      <Subtitle2 as="h3">{account.account_name}</Subtitle2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>
              <Caption1>{label}</Caption1>
            </dt>
            <dd style={{ margin: 0 }} data-testid={`account-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              <Text>{value || "—"}</Text>
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.row}>
        <Button size="small" onClick={() => setEditing({ what: "account" })}>Edit</Button>
        <Button size="small" onClick={() => void act(async () => onChanged(await client.core.accounts.update(account.id, { status: enabled ? "disabled" : "enabled" })), `${enabled ? "Disabled" : "Enabled"} ${account.account_name}`)}>
          {enabled ? "Disable" : "Enable"}
        </Button>
        <Button size="small" onClick={() => setEditing({ what: "contact", contact: undefined })}>Add contact</Button>
      </div>
      <Subtitle2 as="h4">Contacts</Subtitle2>
      {contacts.length === 0 && <Caption1>No contact yet: add one to act for this client.</Caption1>}
      {actingAsHint !== undefined && <Caption1 data-testid="account-acting-as-hint">{actingAsHint}</Caption1>}
      {contacts.map((contact) => {
        const on = contact.status === "enabled";
        return (
          <div key={contact.id} className={styles.row} data-testid="account-contact">
            <Text>
              {contact.first_name} {contact.last_name} · {contact.email_address} · {statusInWords(contact.status)}
            </Text>
            <Button size="small" onClick={() => setEditing({ what: "contact", contact })}>Edit</Button>
            <Button size="small" onClick={() => void act(() => client.core.contacts.update(contact.id, { status: on ? "not_enabled" : "enabled" }), `${on ? "Disabled" : "Enabled"} contact ${contact.first_name} ${contact.last_name}`)}>
              {on ? "Disable" : "Enable"}
            </Button>
            {on && (
              <Button size="small" onClick={() => setActingAs(contact.id)}>
                Act as
              </Button>
            )}
          </div>
        );
      })}
      <Subtitle2 as="h4">Balances</Subtitle2>
      {balances === undefined ? (
        <Caption1>Balances are read through an enabled contact: add or enable one.</Caption1>
      ) : balances.length === 0 ? (
        <Caption1>No balances yet.</Caption1>
      ) : (
        balances.map((balance) => (
          <Text key={balance.id} data-testid="account-balance">
            {balance.currency} {amountText(balance.amount, balance.currency)}
          </Text>
        ))
      )}
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
