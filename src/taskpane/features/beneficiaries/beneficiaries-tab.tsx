/**
 * The Beneficiaries tab: search as you type (on the service where its find can, else over the beneficiaries loaded,
 * saying which), a virtualised list of every match, and for the one
 * selected Edit, Delete and Pay; New opens the form, Export writes the list (or the search result) to a sheet. It
 * acts for whoever the acting-as banner names: a change there starts the tab afresh.
 */
import { useState } from "react";
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { Beneficiary } from "../../../api/schemas";
import type { FeatureProps } from "../../components/feature";
import { BeneficiaryForm } from "./beneficiary-form";
import { BeneficiaryList } from "./beneficiary-list";
import { DeleteDialog } from "./delete-dialog";
import { listCaption, searchScope } from "./list-caption";
import { searchFor } from "./search-query";
import { useBeneficiaryActions } from "./use-beneficiary-actions";
import { useBeneficiaryList } from "./use-beneficiary-list";
import { useDebouncedValue } from "../../components/use-debounced-value";
import { ListLoadFailure } from "../../components/list-load-failure";
import { supportReferenceNote } from "../../../domain";
import { recordPayeeDecision } from "../../../jobs";
import { describeError } from "../../components/describe-error";

/** Long enough for a name typed at speed to be one find, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  tab: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  selected: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

type Mode = { kind: "list" } | { kind: "new" } | { kind: "edit"; beneficiary: Beneficiary };

export function BeneficiariesTab(props: FeatureProps) {
  return <BeneficiariesPanel key={props.actingAs.contactId ?? "house"} {...props} />;
}

function BeneficiariesPanel({ session, host, log, now, actingAs: { contactId: actingAs, label: accountLabel } }: FeatureProps) {
  const styles = useStyles();
  const [query, setQuery] = useState("");
  const search = searchFor(useDebouncedValue(query, SEARCH_DELAY_MS));
  const list = useBeneficiaryList(session.client, search, actingAs);
  const scope = searchScope(search, list.loadedSearch);
  const serviceFilters = search.where === "service" ? search.filters : {};
  const actions = useBeneficiaryActions({ client: session.client, host, log, actingAs });
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [selected, setSelected] = useState<Beneficiary | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Beneficiary | undefined>(undefined);
  const { total, failure } = list.snapshot;

  if (mode.kind !== "list") {
    return (
      <div className={styles.tab}>
        <BeneficiaryForm
          client={session.client}
          actingAs={actingAs}
          editing={mode.kind === "edit" ? mode.beneficiary : undefined}
          onCancel={() => setMode({ kind: "list" })}
          onContinuedAnyway={(saved, created, answer) => {
            log.add("info", `${created ? "Created" : "Saved"} beneficiary ${saved.name} although its payee name check said: ${answer.replace(/^Payee name check: /, "")} — you continued anyway`);
            const decision = { beneficiaryId: saved.id, beneficiaryName: saved.name, currency: saved.currency, actingAs, accountName: accountLabel, saved: created ? "created" : "changed", answer } as const;
            recordPayeeDecision(decision, { workbook: host.workbook, login: session.client.session.state().loginId, now: now() }).catch((error: unknown) =>
              log.add("error", `Not written to the audit sheet: ${describeError(error).message}`),
            );
          }}
          onSaved={(saved, created) => {
            log.add("success", `${created ? "Created" : "Saved"} beneficiary ${saved.name} (${saved.currency}, bank in ${saved.bank_country})`);
            setSelected(saved);
            setMode({ kind: "list" });
            list.reload();
          }}
        />
      </div>
    );
  }

  const confirmDelete = async (beneficiary: Beneficiary) => {
    if (await actions.remove(beneficiary)) {
      list.pages.remove(beneficiary.id);
      if (selected?.id === beneficiary.id) setSelected(undefined);
    }
    setToDelete(undefined);
  };

  return (
    <div className={styles.tab}>
      <Subtitle2 as="h2">Beneficiaries</Subtitle2>
      <div className={styles.row}>
        <Button appearance="primary" onClick={() => setMode({ kind: "new" })}>
          New beneficiary
        </Button>
        <Button disabled={actions.busy !== undefined || total === 0} onClick={() => void actions.exportList(serviceFilters, search.where === "service" ? search.description : "")}>
          {actions.busy === "exporting" ? "Exporting…" : search.where === "loaded" ? "Export all to sheet" : "Export to sheet"}
        </Button>
      </div>
      <Caption1>To add many at once from rows of a sheet, use the Add beneficiaries tab.</Caption1>
      <Field label="Search" hint="Part of a name, a currency (eur), the last digits of an account, or an IBAN">
        <Input type="search" value={query} onChange={(_, data) => setQuery(data.value)} />
      </Field>
      <Caption1 aria-live="polite" data-testid="list-caption">
        {listCaption(total, search)}
      </Caption1>
      {scope && (
        <div className={styles.row}>
          <Caption1 data-testid="search-scope">{scope.text}</Caption1>
          {scope.partial && (
            <Button size="small" onClick={() => void list.matches?.loadAll()}>
              Load all
            </Button>
          )}
        </div>
      )}
      {failure !== undefined && <ListLoadFailure what="beneficiaries" failure={failure} onRetry={() => void list.pages.retry()} />}
      {total === undefined && failure === undefined ? (
        <Spinner size="tiny" label="Loading beneficiaries…" />
      ) : (
        total !== undefined && total > 0 && <BeneficiaryList key={search.description} pages={list.rows} total={total} selectedId={selected?.id} onSelect={setSelected} />
      )}
      {selected && (
        <section className={styles.selected} aria-label={`Selected beneficiary ${selected.name}`} data-testid="selected-beneficiary">
          <Text weight="semibold">{selected.name}</Text>
          <div className={styles.row}>
            <Button size="small" onClick={() => setMode({ kind: "edit", beneficiary: selected })}>
              Edit
            </Button>
            <Button size="small" disabled={actions.busy !== undefined} onClick={() => void actions.pay(selected)}>
              {actions.busy === "paying" ? "Adding a payment row…" : "Pay"}
            </Button>
            <Button size="small" disabled={actions.busy !== undefined} onClick={() => setToDelete(selected)}>
              Delete…
            </Button>
          </div>
        </section>
      )}
      {actions.problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {actions.problem.message}
            {supportReferenceNote(actions.problem.requestId)}
          </MessageBarBody>
        </MessageBar>
      )}
      <DeleteDialog beneficiary={toDelete} busy={actions.busy === "deleting"} onConfirm={(beneficiary) => void confirmDelete(beneficiary)} onDismiss={() => setToDelete(undefined)} />
    </div>
  );
}
