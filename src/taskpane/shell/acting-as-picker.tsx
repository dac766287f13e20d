/**
 * The acting-as picker: searches the service's contacts as the person types (every contact, not a first page),
 * asks again each time it opens (so a client created meanwhile is there), follows a choice made elsewhere (a
 * panel's "Act as this client"), and drops a contact disabled meanwhile: it says so and goes back to the house.
 */
import { useEffect, useMemo, useState } from "react";
import { Combobox, Field, Option, Spinner, makeStyles } from "@fluentui/react-components";
import { getActingAs, setActingAs, subscribeActingAs } from "../../api";
import { useDebouncedValue } from "../components/use-debounced-value";
import type { ActivityLog } from "../components/activity-log";
import { filterChoices, houseChoice, subAccountChoices } from "./acting-as-choices";
import { contactUnusable, searchContacts } from "./contact-search";
import { describeError } from "../components/describe-error";
import type { ActingAsChoice, SignedInSession } from "../components/session";

const HOUSE_VALUE = "house";
const SEARCH_PAUSE_MS = 250;

interface ActingAsPickerProps {
  session: SignedInSession;
  log: ActivityLog;
  onChange(choice: ActingAsChoice): void;
}

const useStyles = makeStyles({
  // The label takes what it needs; the box the rest of the line.
  field: { gridTemplateColumns: "auto 1fr", alignItems: "center" },
  // The box takes the rest of the pane's width, never a fixed minimum that would push past it at 360 px; a name
  // longer than the box is whole in its tooltip, and the list's options wrap.
  box: { minWidth: 0, width: "100%" },
  option: { overflowWrap: "anywhere" },
});

/** Searchable choice of whom the formulas and actions act for; the choice goes to the functions' acting-as. */
export function ActingAsPicker({ session, log, onChange }: ActingAsPickerProps) {
  const styles = useStyles();
  const house = useMemo(() => houseChoice(session.houseAccountName), [session.houseAccountName]);
  const [choices, setChoices] = useState<ActingAsChoice[] | undefined>(undefined);
  const [selected, setSelected] = useState<ActingAsChoice>(house);
  const [query, setQuery] = useState(house.label);
  const [searches, setSearches] = useState(0);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // While the box shows the current choice, opening it lists the first contacts; typing searches them all.
  const searchText = useDebouncedValue(query === selected.label ? "" : query, SEARCH_PAUSE_MS);

  useEffect(() => {
    const controller = new AbortController();
    setChoices(undefined);
    searchContacts(session.client, searchText, controller.signal)
      .then((contacts) => setChoices(subAccountChoices(contacts, session.houseAccountId)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error);
        log.add("error", `Could not search sub-account contacts: ${described.message}`, described.requestId);
        setChoices([]);
      });
    return () => controller.abort();
  }, [session, log, searchText, searches]);

  const apply = (choice: ActingAsChoice) => {
    setSelected(choice);
    setQuery(choice.label);
    onChange(choice);
  };

  // A choice made elsewhere (a panel's "Act as this client", sign-out) is shown here and in the banner.
  useEffect(
    () =>
      subscribeActingAs((contactId) => {
        if (contactId === undefined) return apply(house);
        session.client.core.contacts
          .get(contactId)
          .then((contact) => apply({ contactId, label: `${contact.first_name} ${contact.last_name} — ${contact.account_name}` }))
          .catch((error: unknown) => log.add("error", `Could not read the contact now acted for: ${describeError(error).message}`));
      }),
    [session, house, log],
  );

  /** Goes back to the house when the contact acted for was disabled or deleted since it was chosen. */
  const checkSelected = () => {
    const contactId = selected.contactId;
    if (contactId === undefined) return;
    contactUnusable(session.client, contactId)
      .then((reason) => {
        if (reason === undefined || getActingAs() !== contactId) return;
        const text = `Acting as the house account again: ${reason}.`;
        setNotice(text);
        log.add("error", text);
        setActingAs(undefined);
      })
      .catch((error: unknown) => log.add("error", `Could not check the contact acted for: ${describeError(error).message}`));
  };

  const all = useMemo(() => [house, ...(choices ?? [])], [house, choices]);
  // The house account is no contact: it is offered when the text typed matches its name.
  const shown = searchText === "" ? all : [...filterChoices([house], searchText), ...(choices ?? [])];

  const choose = (value: string | undefined) => {
    const choice = all.find((entry) => (entry.contactId ?? HOUSE_VALUE) === value);
    if (!choice) return;
    setNotice(undefined);
    if (getActingAs() === choice.contactId) {
      setSelected(choice);
      setQuery(choice.label);
      return;
    }
    apply(choice);
    setActingAs(choice.contactId);
    log.add("info", `Now acting as ${choice.label}`);
  };

  // Said only while typing: the idle picker is one line (the first-run guide says what it is for).
  const hint = searchText === "" ? undefined : choices === undefined ? "Searching sub-account contacts…" : `${choices.length} contact${choices.length === 1 ? " matches" : "s match"} “${searchText}”`;
  return (
    <Field label="Act for" orientation="horizontal" hint={hint} validationState={notice ? "warning" : "none"} validationMessage={notice} className={styles.field}>
      <Combobox
        value={query}
        selectedOptions={[selected.contactId ?? HOUSE_VALUE]}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => choose(data.optionValue)}
        onOpenChange={(_, data) => {
          if (!data.open) return;
          setSearches((count) => count + 1);
          checkSelected();
        }}
        onBlur={() => setQuery(selected.label)}
        title={`Acting as ${selected.label}: formulas and actions that name no account of their own use it. Type a name, account, e-mail or reference to search every contact.`}
        expandIcon={choices === undefined ? <Spinner size="extra-tiny" aria-label="Searching" /> : undefined}
        data-testid="acting-as-picker"
        className={styles.box}
      >
        {shown.map((choice) => (
          <Option key={choice.contactId ?? HOUSE_VALUE} value={choice.contactId ?? HOUSE_VALUE} text={choice.label} className={styles.option}>
            {choice.label}
          </Option>
        ))}
        {choices?.length === 0 && searchText !== "" && <Option disabled value="" text="No match">No contact matches “{searchText}”</Option>}
      </Combobox>
    </Field>
  );
}
