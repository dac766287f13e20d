/**
 * The Approvals tab (maker-checker): every payment awaiting authorisation for the account acted for — or, chosen
 * here, for the house and all its clients at once, each payment naming its account — narrowed by currency, creator or
 * batch, with the count and totals per currency of what still awaits; the selection authorised in one call, after a
 * confirmation naming how many, the totals per currency and the accounts, with each payment's own outcome on its row;
 * a payment rejected (deleted) after a confirmation taking an optional reason. The person's own payments cannot be
 * ticked and say why. A change of acting-as or of the choice starts afresh.
 */
import { useState } from "react";
import { Button, Caption1, Checkbox, Dropdown, Field, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Spinner, Subtitle2, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { FeatureProps } from "../../components/feature";
import { ApprovalList } from "./approval-list";
import type { ApprovalFilters, ApprovalRow } from "./approval-rows";
import { AuthoriseDialog } from "./authorise-dialog";
import { RejectPaymentDialog } from "./reject-payment-dialog";
import type { ApprovalScope } from "./load-awaiting";
import { useApprovals } from "./use-approvals";
import { plural } from "../../../domain";

const ANY = "";

const useStyles = makeStyles({
  tab: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "end" },
  filter: { minWidth: "120px" },
  totals: { display: "flex", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
});

export function ApprovalsTab(props: FeatureProps) {
  const [scope, setScope] = useState<ApprovalScope>("account");
  return (
    <div className={useStyles().tab}>
      <RadioGroup layout="horizontal" aria-label="Payments of" value={scope} onChange={(_, data) => setScope(data.value === "all" ? "all" : "account")}>
        <Radio value="account" label="This account" />
        <Radio value="all" label="All clients" />
      </RadioGroup>
      <ApprovalsPanel key={`${props.actingAs.contactId ?? "house"}/${scope}`} scope={scope} {...props} />
    </div>
  );
}

function FilterDropdown({ label, value, choices, onChange }: { label: string; value: string | undefined; choices: { value: string; label: string }[]; onChange(value: string | undefined): void }) {
  const styles = useStyles();
  const shown = choices.find((choice) => choice.value === value)?.label ?? "All";
  return (
    <Field label={label} className={styles.filter}>
      <Dropdown value={shown} selectedOptions={[value ?? ANY]} onOptionSelect={(_, data) => onChange(data.optionValue ? data.optionValue : undefined)}>
        <Option value={ANY}>All</Option>
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function ApprovalsPanel({ session, host, log, now, actingAs: { contactId: actingAs, label }, scope }: FeatureProps & { scope: ApprovalScope }) {
  const styles = useStyles();
  const approvals = useApprovals({ client: session.client, host, log, now, actingAs, scope, houseAccountId: session.houseAccountId });
  const [toReject, setToReject] = useState<ApprovalRow | undefined>(undefined);
  const [toAuthorise, setToAuthorise] = useState<readonly ApprovalRow[] | undefined>(undefined);
  const { loaded, shown, choices, filters } = approvals;
  const setFilter = (name: keyof ApprovalFilters) => (value: string | undefined) => approvals.setFilters({ ...filters, [name]: value });

  return (
    <div className={styles.tab} data-testid="approvals-tab">
      <Subtitle2 as="h2">Payments awaiting authorisation</Subtitle2>
      <Caption1>
        {scope === "all" ? "Of the house account and every client, each with its account's name." : `For ${label}.`} A payment needs another user's authorisation before it is
        released. Select and authorise, or reject one that should not go.
      </Caption1>
      <div className={styles.row}>
        <FilterDropdown label="Currency" value={filters.currency} choices={choices.currencies} onChange={setFilter("currency")} />
        <FilterDropdown label="Created by" value={filters.creatorId} choices={choices.creators} onChange={setFilter("creatorId")} />
        <FilterDropdown label="Batch" value={filters.batch} choices={choices.batches} onChange={setFilter("batch")} />
        <Button onClick={approvals.reload} disabled={loaded.status === "loading" || approvals.busy !== undefined}>
          Reload
        </Button>
      </div>

      {loaded.status === "loading" && <Spinner size="tiny" label="Loading payments awaiting authorisation…" />}
      {loaded.status === "failed" && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the payments: {loaded.failure.message} Reload to try again.</MessageBarBody>
        </MessageBar>
      )}
      {approvals.recheck.status === "failed" && loaded.status === "ready" && (
        <MessageBar intent="warning" data-testid="recheck-failed">
          <MessageBarBody>Could not check the payees again: {approvals.recheck.message} No payment can be authorised until they are: reload to try again.</MessageBarBody>
        </MessageBar>
      )}
      {approvals.problem && (
        <MessageBar intent="error">
          <MessageBarBody>{approvals.problem.message}</MessageBarBody>
        </MessageBar>
      )}

      {loaded.status === "ready" && (
        <>
          <div className={styles.totals} data-testid="approval-totals" aria-label="Totals per currency">
            <Text>
              {plural(approvals.awaitingCount, "payment")}
              {approvals.awaitingCount === 0 ? " awaiting authorisation" : ":"}
            </Text>
            {approvals.totals.map((total) => (
              <Text key={total.currency} weight="semibold">
                {total.currency} {total.text} ({total.count})
              </Text>
            ))}
          </div>
          {approvals.ownCount > 0 && (
            <MessageBar intent="info" data-testid="own-payments-note">
              <MessageBarBody>
                {approvals.ownCount === 1 ? "1 payment here was" : `${approvals.ownCount} payments here were`} created by you: the service lets only another user
                authorise {approvals.ownCount === 1 ? "it" : "them"}, so {approvals.ownCount === 1 ? "it is" : "they are"} not selectable.
              </MessageBarBody>
            </MessageBar>
          )}
          {shown.length > 0 && (
            <>
              <div className={styles.row}>
                <Checkbox label="Select all shown" checked={approvals.allSelected} onChange={(_, data) => approvals.selectAll(data.checked === true)} disabled={approvals.busy !== undefined || approvals.selectableCount === 0} />
                <Button appearance="primary" disabled={approvals.selectedCount === 0 || approvals.busy !== undefined} onClick={() => setToAuthorise(approvals.selectedRows)}>
                  {approvals.busy === "authorising" ? "Authorising…" : `Authorise ${plural(approvals.selectedCount, "payment")}`}
                </Button>
              </div>
              <ApprovalList
                rows={shown}
                selected={approvals.selected}
                outcomes={approvals.outcomes}
                disabled={approvals.busy !== undefined}
                onToggle={approvals.toggle}
                onReject={setToReject}
                recheck={approvals.recheck}
                acknowledged={approvals.acknowledged}
                onAcknowledge={approvals.acknowledge}
                goAheadOf={approvals.goAheadOf}
              />
            </>
          )}
        </>
      )}

      <AuthoriseDialog
        rows={toAuthorise}
        acknowledgementOf={approvals.acknowledgementFor}
        onDismiss={() => setToAuthorise(undefined)}
        onConfirm={() => {
          setToAuthorise(undefined);
          void approvals.authoriseSelected();
        }}
      />
      <RejectPaymentDialog
        row={toReject}
        busy={approvals.busy === "rejecting"}
        onDismiss={() => setToReject(undefined)}
        onConfirm={(row, reason) => void approvals.reject(row, reason).finally(() => setToReject(undefined))}
      />
    </div>
  );
}
