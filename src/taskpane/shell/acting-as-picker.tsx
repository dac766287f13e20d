import { useEffect, useMemo, useState } from "react";
import { Combobox, Field, Option, Spinner } from "@fluentui/react-components";
import { getActingAs, setActingAs } from "../../api";
import type { ActivityLog } from "./activity-log";
import { filterChoices, houseChoice, subAccountChoices, type ActingAsChoice } from "./acting-as-choices";
import { describeError } from "./describe-error";
import type { SignedInSession } from "./use-session";

const HOUSE_VALUE = "house";
/** Enough for a picker; beyond this the user searches by name (the list filters as they type). */
const maxContacts = 1000;

interface ActingAsPickerProps {
  session: SignedInSession;
  log: ActivityLog;
  onChange(choice: ActingAsChoice): void;
}

/** Searchable choice of whom the formulas and actions act for; the choice goes to the functions' acting-as. */
export function ActingAsPicker({ session, log, onChange }: ActingAsPickerProps) {
  const house = houseChoice(session.houseAccountName);
  const [choices, setChoices] = useState<ActingAsChoice[] | undefined>(undefined);
  const [selected, setSelected] = useState<ActingAsChoice>(house);
  const [query, setQuery] = useState(house.label);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const contacts = await session.client.core.contacts.findAll({ per_page: 100 }, { signal: controller.signal }).toArray({ max: maxContacts });
      setChoices(subAccountChoices(contacts, session.houseAccountId));
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const described = describeError(error);
      log.add("error", `Could not load sub-account contacts: ${described.message}`, described.requestId);
      setChoices([]);
    });
    return () => controller.abort();
  }, [session, log]);

  const all = useMemo(() => [house, ...(choices ?? [])], [house, choices]);
  // While the box shows the current choice, opening it lists everything; typing narrows it.
  const shown = query === selected.label ? all : filterChoices(all, query);

  const choose = (value: string | undefined) => {
    const choice = all.find((entry) => (entry.contactId ?? HOUSE_VALUE) === value);
    if (!choice) return;
    setSelected(choice);
    setQuery(choice.label);
    if (getActingAs() !== choice.contactId) {
      setActingAs(choice.contactId);
      log.add("info", `Now acting as ${choice.label}`);
      onChange(choice);
    }
  };

  return (
    <Field label="Act for" hint={choices === undefined ? "Loading sub-account contacts…" : `${choices.length} sub-account contacts`}>
      <Combobox
        value={query}
        selectedOptions={[selected.contactId ?? HOUSE_VALUE]}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => choose(data.optionValue)}
        onBlur={() => setQuery(selected.label)}
        expandIcon={choices === undefined ? <Spinner size="extra-tiny" aria-label="Loading" /> : undefined}
      >
        {shown.map((choice) => (
          <Option key={choice.contactId ?? HOUSE_VALUE} value={choice.contactId ?? HOUSE_VALUE} text={choice.label}>
            {choice.label}
          </Option>
        ))}
        {shown.length === 0 && <Option disabled value="" text="No match">No contact matches “{query}”</Option>}
      </Combobox>
    </Field>
  );
}
