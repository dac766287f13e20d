/**
 * The Clients tab: sub-accounts searched by part of a name or reference over those loaded, or on the service by the
 * whole value chosen, saying which, in a virtualised list of every match; the one opened shows its details, contacts and balances; New client runs the guided onboarding. Bulk
 * onboarding from rows is the Add clients tab.
 */
import { useState } from "react";
import { Button, Caption1, Dropdown, Field, Input, Option, Spinner, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import type { Account } from "../../../api/schemas";
import { useDebouncedValue } from "../../components/use-debounced-value";
import { VirtualList } from "../../components/virtual-list";
import type { FeatureProps } from "../../components/feature";
import { AccountDetails } from "./account-details";
import { accountDetails, accountsCaption, accountSearch, SEARCH_FIELDS, type SearchField } from "./account-search";
import { searchScope } from "../../components/search-scope";
import { NewClientFlow } from "./new-client-flow";
import { useAccountList } from "./use-account-list";
import { ListLoadFailure } from "../../components/list-load-failure";
import { nounFor } from "../../../domain";

const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  tab: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  search: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "end", flexWrap: "wrap" },
});

export function ClientsTab({ session, log }: FeatureProps) {
  const styles = useStyles();
  const [field, setField] = useState<SearchField>("words");
  const [query, setQuery] = useState("");
  const search = accountSearch(field, useDebouncedValue(query, SEARCH_DELAY_MS));
  const list = useAccountList(session.client, search);
  const scope = searchScope(search, list.loadedSearch, (rows) => `${rows.toLocaleString("en-US")} ${nounFor(rows, "account")}`);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Account | undefined>(undefined);
  const { total, failure } = list.snapshot;

  if (creating) {
    return (
      <div className={styles.tab}>
        <NewClientFlow
          client={session.client}
          log={log}
          onClose={(created) => {
            setCreating(false);
            if (created) setOpened(created);
            list.reload();
          }}
        />
      </div>
    );
  }

  const fieldLabel = SEARCH_FIELDS.find((entry) => entry.field === field)?.label ?? "";
  return (
    <div className={styles.tab}>
      <Subtitle2 as="h2">Clients</Subtitle2>
      <div>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          New client
        </Button>
      </div>
      <Caption1>To onboard many clients at once from rows of a sheet, use the Add clients tab.</Caption1>
      <div className={styles.search}>
        <Field label="Search by">
          <Dropdown value={fieldLabel} selectedOptions={[field]} onOptionSelect={(_, data) => setField((data.optionValue as SearchField | undefined) ?? "words")} aria-label="Search by">
            {SEARCH_FIELDS.map((entry) => (
              <Option key={entry.field} value={entry.field}>
                {entry.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Search" hint={field === "words" ? "Part of a name or reference, any case" : "The whole value: an exact name, reference, status (enabled, disabled), country code…"}>
          <Input type="search" value={query} onChange={(_, data) => setQuery(data.value)} data-testid="clients-search" />
        </Field>
      </div>
      <Caption1 aria-live="polite" data-testid="clients-caption">
        {accountsCaption(total, search)}
      </Caption1>
      {scope && (
        <div className={styles.search}>
          <Caption1 data-testid="clients-search-scope">{scope.text}</Caption1>
          {scope.partial && (
            <Button size="small" onClick={() => void list.matches?.loadAll()}>
              Load all
            </Button>
          )}
        </div>
      )}
      {failure !== undefined && <ListLoadFailure what="sub-accounts" failure={failure} onRetry={() => void list.pages.retry()} />}
      {total === undefined && failure === undefined ? (
        <Spinner size="tiny" label="Loading sub-accounts…" />
      ) : (
        total !== undefined &&
        total > 0 && (
          <VirtualList<Account>
            key={search.description}
            pages={list.rows}
            total={total}
            selectedId={opened?.id}
            onSelect={setOpened}
            label="Sub-accounts"
            testId="account-list"
            idAttribute="data-account-id"
            rowText={(account) => ({
              title: account.id === session.houseAccountId ? `${account.account_name} (house account)` : account.account_name,
              details: accountDetails(account),
            })}
          />
        )
      )}
      {opened && <AccountDetails key={opened.id} client={session.client} log={log} accountId={opened.id} onChanged={() => list.reload()} />}
    </div>
  );
}
