/**
 * Saving as you type: each change is kept as typed (so nothing is lost while it is sent or if it is refused) and
 * sent with the rest of its section once typing pauses; a refusal stays beside the field it names until the field
 * changes again. After a save the form is loaded again, so the checklist follows.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { FxDeskClient } from "../../../api";
import { saveSection, type LoadedApplication, type SectionTarget } from "../../../jobs";
import { errorPlaces } from "./error-places";
import type { FieldKind } from "./field-catalog";
import { useDateLocale } from "./date-locale";
import { wireValue, type InputValue } from "./field-value";

const PAUSE_MS = 500;

interface Typed {
  prefix: string;
  target: SectionTarget;
  field: string;
  kind: FieldKind;
  input: InputValue;
}

export interface FieldSaves {
  /** What was typed and is not saved yet, by path key. */
  typed: Readonly<Record<string, InputValue>>;
  errors: Readonly<Record<string, string>>;
  saving: boolean;
  change(prefix: string, target: SectionTarget, field: string, kind: FieldKind, input: InputValue): void;
  /** Errors from elsewhere (a submit) shown beside their fields. */
  showErrors(places: Record<string, string>): void;
}

export function useFieldSaves(client: FxDeskClient, loaded: LoadedApplication | undefined, reload: () => Promise<LoadedApplication | undefined>): FieldSaves {
  const pending = useRef(new Map<string, Typed>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // One save of a section at a time, each seeing the form as the previous one left it (a section created once).
  const chains = useRef(new Map<string, Promise<void>>());
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [typed, setTyped] = useState<Record<string, InputValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [inFlight, setInFlight] = useState(0);
  const locale = useDateLocale();


  const flush = useCallback(
    async (prefix: string) => {
      const form = loadedRef.current?.form;
      const entries = [...pending.current.entries()].filter(([, entry]) => entry.prefix === prefix);
      if (form === undefined || entries.length === 0) return;
      const values: Record<string, unknown> = {};
      const refused: Record<string, string> = {};
      for (const [key, entry] of entries) {
        try {
          values[entry.field] = wireValue(entry.field, entry.kind, entry.input, locale);
        } catch (error) {
          Object.assign(refused, errorPlaces(error, prefix, key));
        }
      }
      setErrors((current) => ({ ...current, ...refused }));
      const sendable = entries.filter(([key]) => refused[key] === undefined);
      const [lastKey, last] = sendable[sendable.length - 1] ?? [];
      if (last === undefined || lastKey === undefined) return;
      setInFlight((count) => count + 1);
      try {
        await saveSection(client.onboarding, form, last.target, values);
        for (const [key, entry] of sendable) if (pending.current.get(key) === entry) pending.current.delete(key);
        // What was typed stays shown until the form loaded again shows it saved: an input never flickers back.
        const fresh = await reload();
        if (fresh) loadedRef.current = fresh;
        setTyped(Object.fromEntries([...pending.current].map(([key, entry]) => [key, entry.input])));
      } catch (error) {
        setErrors((current) => ({ ...current, ...errorPlaces(error, prefix, lastKey) }));
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [client, reload, locale],
  );

  const queue = useCallback(
    (prefix: string) => {
      const next = (chains.current.get(prefix) ?? Promise.resolve()).then(() => flush(prefix));
      chains.current.set(prefix, next);
    },
    [flush],
  );

  // Leaving the form (back to the list) sends what is still waiting for a pause instead of dropping it.
  const queueRef = useRef(queue);
  queueRef.current = queue;
  useEffect(() => {
    const all = timers.current;
    return () => {
      all.forEach((timer, prefix) => {
        clearTimeout(timer);
        queueRef.current(prefix);
      });
      all.clear();
    };
  }, []);

  const change = useCallback(
    (prefix: string, target: SectionTarget, field: string, kind: FieldKind, input: InputValue) => {
      const key = `${prefix}.${field}`;
      pending.current.set(key, { prefix, target, field, kind, input });
      setTyped((current) => ({ ...current, [key]: input }));
      setErrors((current) => {
        const { [key]: _cleared, ...rest } = current;
        return rest;
      });
      clearTimeout(timers.current.get(prefix));
      timers.current.set(
        prefix,
        setTimeout(() => {
          timers.current.delete(prefix);
          queue(prefix);
        }, kind === "checkbox" || kind === "choice" || kind === "yesno" || kind === "roles" ? 0 : PAUSE_MS),
      );
    },
    [queue],
  );

  const showErrors = useCallback((places: Record<string, string>) => setErrors((current) => ({ ...current, ...places })), []);
  return { typed, errors, saving: inFlight > 0 || Object.keys(typed).length > 0, change, showErrors };
}
