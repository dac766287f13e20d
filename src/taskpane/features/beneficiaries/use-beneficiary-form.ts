/**
 * The beneficiary form's state and its calls to the service: the required details for the chosen currency and
 * countries, validate (the per-field answer kept beside the fields), and save (create or update) only for the very
 * parameters the service validated. A GBP payee paid locally in the UK or a EUR payee paid by SEPA has its name
 * checked on every save (docs/provider-api.md §16): a full match saves; any other answer waits for the
 * person to use the name on the account, go back, or continue anyway. A login without the check (the provider's own
 * refusal: jobs/payees/payee-checks.ts) saves only after the person says to save unchecked, once per Save; a check that got no
 * answer (an outage, a timeout, another refusal) saves nothing and offers to check again (issue 39 point 4). The rules
 * themselves are in form-state.ts and field-errors.ts.
 */
import { useEffect, useMemo, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { payeeCheckInWords, payeeCheckLine, payeeCheckRequest, type PayeeCheckResult, type PayeeCheckWords, type RequiredDetailsEntry } from "../../../domain";
import { bankCountryDisagreement, BankLookups, checkPayee, disagreementInWords, type BankAnswer, type PayeeCheckOutcome } from "../../../jobs";
import { describeError } from "../../components/describe-error";
import { formErrorsOf, type FormErrors } from "./field-errors";
import { bankCodesOf, createParams, fieldProblems, formFields, formOf, paramsKey, pickRoute, routeProblems, shownValues, type RouteChoice } from "./form-state";

/** The IBAN first, then the BIC, then routing codes: the order the codes are compared in. */
const codeOrder = (field: string) => (field === "iban" ? 0 : field === "bic_swift" ? 1 : 2);

type Details = { state: "waiting" } | { state: "loading" } | { state: "loaded"; entries: readonly RequiredDetailsEntry[] } | { state: "failed"; message: string };

const NO_ERRORS: FormErrors = { byField: {}, general: [] };
const NEW_ROUTE: RouteChoice = { currency: "", bank_country: "", beneficiary_country: "", payment_types: "regular", beneficiary_entity_type: "company" };
/** The route's controls, by the parameter they fill, with their labels (as beneficiary-form.tsx shows them). */
const ROUTE_FIELDS: readonly [string, string][] = [
  ["currency", "Currency"],
  ["bank_country", "Bank country"],
  ["beneficiary_country", "Beneficiary country"],
  ["payment_types", "Payment type"],
  ["beneficiary_entity_type", "Entity type"],
];

/** A payee name check's answer that waits for the person: for the parameters it was asked about (their key). */
export interface AnsweredCheck {
  key: string;
  kind: "answered";
  result: PayeeCheckResult;
  words: PayeeCheckWords;
}

/**
 * What Save waits on after asking the payee name check: an answer other than a full match; the login has no check
 * (saved only on the person's go-ahead); or no answer could be had, and why (nothing saved: check again).
 */
export type PayeeAnswer = AnsweredCheck | { key: string; kind: "not switched on" } | { key: string; kind: "could not be checked"; why: string };

/** What the audit sheet and the log record when a payee is saved on the go-ahead to save it unchecked. */
export const SAVED_UNCHECKED_LINE = "Payee name check: not switched on for this login — saved without checking the payee's name against the account";

/** The name fields "Use <name on the account>" fills, as the create fields name them. */
const NAME_FIELDS = ["bank_account_holder_name", "beneficiary_company_name"] as const;

interface BeneficiaryFormOptions {
  client: FxDeskClient;
  actingAs: string | undefined;
  /** The beneficiary being edited; undefined for a new one. */
  editing?: Beneficiary;
  onSaved(beneficiary: Beneficiary, created: boolean): void;
  /** Saved although its payee name check did not match (the answer in one line): the person's decision, to record. */
  onContinuedAnyway?(beneficiary: Beneficiary, created: boolean, answer: string): void;
}

export function useBeneficiaryForm({ client, actingAs, editing, onSaved, onContinuedAnyway }: BeneficiaryFormOptions) {
  const start = useMemo(() => (editing ? formOf(editing) : { route: NEW_ROUTE, values: {} }), [editing]);
  const [route, setRoute] = useState<RouteChoice>(start.route);
  const [values, setValues] = useState<Record<string, string>>(start.values);
  const [details, setDetails] = useState<Details>({ state: "waiting" });
  const [serviceErrors, setServiceErrors] = useState<FormErrors>(NO_ERRORS);
  const [validatedKey, setValidatedKey] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<"validating" | "checking" | "saving" | undefined>(undefined);
  const [payeeAnswer, setPayeeAnswer] = useState<PayeeAnswer | undefined>(undefined);
  const [showEmpty, setShowEmpty] = useState(false);

  const routeIssues = routeProblems(route);
  const routeReady = Object.keys(routeIssues).length === 0;
  const detailsKey = routeReady ? [route.currency, route.bank_country, route.beneficiary_country].map((part) => part.trim().toUpperCase()).join("|") : undefined;

  useEffect(() => {
    if (detailsKey === undefined) {
      setDetails({ state: "waiting" });
      return;
    }
    const [currency = "", bankCountry = "", beneficiaryCountry = ""] = detailsKey.split("|");
    const controller = new AbortController();
    setDetails({ state: "loading" });
    client.core.reference
      .beneficiaryRequiredDetails(
        { currency, bank_account_country: bankCountry, beneficiary_country: beneficiaryCountry },
        { onBehalfOf: actingAs, signal: controller.signal },
      )
      .then(
        (answer) => setDetails({ state: "loaded", entries: answer.details }),
        (error: unknown) => {
          if (!controller.signal.aborted) setDetails({ state: "failed", message: `Could not load the bank details ${currency} payments to ${bankCountry} need: ${describeError(error).message}` });
        },
      );
    return () => controller.abort();
  }, [client, actingAs, detailsKey]);

  const picked = details.state === "loaded" ? pickRoute(details.entries, route) : undefined;
  const fields = picked ? formFields(picked.entry) : [];
  const shown = shownValues(fields, values);
  const effectiveRoute: RouteChoice = picked ? { ...route, payment_types: picked.payment_types, beneficiary_entity_type: picked.beneficiary_entity_type } : route;
  const localProblems = fieldProblems(fields, shown, !showEmpty);
  const complete = picked !== undefined && Object.keys(fieldProblems(fields, shown, false)).length === 0;
  const params = picked && complete ? createParams(effectiveRoute, picked.entry, shown) : undefined;
  const currentKey = params ? paramsKey(params) : undefined;
  const validatedNow = currentKey !== undefined && currentKey === validatedKey && busy === undefined;
  const shownFields = new Map([...ROUTE_FIELDS, ...fields.map((field): [string, string] => [field.field, field.label])]);

  // The bank of each complete IBAN, BIC or routing code, looked up as soon as it is typed; each distinct code is
  // asked once while the form is open (a code typed again is answered from the first lookup).
  const lookups = useMemo(() => new BankLookups(client.core.reference), [client]);
  const codes = bankCodesOf(fields, shown);
  const codesKey = JSON.stringify(codes);
  const [banks, setBanks] = useState<Record<string, { key: string; answer: BankAnswer }>>({});
  useEffect(() => {
    let live = true;
    for (const [field, code] of Object.entries(JSON.parse(codesKey) as typeof codes)) {
      const key = `${code.type}:${code.value}`;
      void lookups.of(code).then((answer) => {
        if (live) setBanks((current) => ({ ...current, [field]: { key, answer } }));
      });
    }
    return () => {
      live = false;
    };
  }, [lookups, codesKey]);
  /** What the lookup said of the code in this field now; undefined while it is asked, or when the field holds none. */
  const bankOf = (field: string): BankAnswer | undefined => {
    const code = codes[field];
    const known = banks[field];
    return code !== undefined && known !== undefined && known.key === `${code.type}:${code.value}` ? known.answer : undefined;
  };
  /** Fields whose code the lookup does not know: flagged before saving; the person may still save. */
  const unknownBanks = Object.keys(codes).filter((field) => bankOf(field)?.state === "unknown");
  // Codes naming other banks or countries (an IBAN beside a BIC of another bank): said naming both, and not saved.
  // The IBAN is compared first, as the payment check does (jobs/payees/bank-agreement.ts).
  const codeFields = Object.entries(codes).sort(([a], [b]) => codeOrder(a) - codeOrder(b));
  // Then the bank country chosen above against the IBAN's and the BIC's country.
  const bankDisagreement =
    disagreementInWords(
      codeFields.map(([, code]) => ({ scheme: code.type, value: code.value })),
      (code) => bankOf(codeFields.find(([, given]) => given.type === code.scheme && given.value === code.value)?.[0] ?? ""),
    ) ?? bankCountryDisagreement(route.bank_country, { iban: codes.iban?.value, bic_swift: codes.bic_swift?.value });
  const canSave = validatedNow && bankDisagreement === undefined;

  /** A change drops the service's word on that field (it was about the old value) and any earlier validation. */
  const forget = (field: string) => {
    if (serviceErrors.byField[field] !== undefined) {
      const { [field]: _dropped, ...rest } = serviceErrors.byField;
      setServiceErrors({ ...serviceErrors, byField: rest });
    }
  };

  const setRouteField = <K extends keyof RouteChoice>(field: K, value: RouteChoice[K]) => {
    forget(field);
    setRoute((current) => ({ ...current, [field]: value }));
  };

  const setValue = (field: string, value: string) => {
    forget(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const validate = async () => {
    setShowEmpty(true);
    if (!params || !currentKey) return;
    setBusy("validating");
    try {
      await client.core.beneficiaries.validate(params, { onBehalfOf: actingAs });
      setServiceErrors(NO_ERRORS);
      setValidatedKey(currentKey);
    } catch (error) {
      setServiceErrors(formErrorsOf(error, shownFields));
      setValidatedKey(undefined);
    } finally {
      setBusy(undefined);
    }
  };

  /** Creates or updates; `continued` is the answer the person continued anyway despite (in one line), recorded once saved. */
  const commit = async (continued: string | undefined) => {
    if (!params) return;
    setBusy("saving");
    try {
      const saved = editing
        ? await client.core.beneficiaries.update(editing.id, params, { onBehalfOf: actingAs })
        : await client.core.beneficiaries.create(params, { onBehalfOf: actingAs });
      setServiceErrors(NO_ERRORS);
      setPayeeAnswer(undefined);
      if (continued !== undefined) onContinuedAnyway?.(saved, editing === undefined, continued);
      onSaved(saved, editing === undefined);
    } catch (error) {
      setServiceErrors(formErrorsOf(error, shownFields));
      setValidatedKey(undefined);
    } finally {
      setBusy(undefined);
    }
  };

  /** Checks the payee's name first where the scheme asks for it, every time: an earlier answer is never reused. */
  const save = async () => {
    if (!canSave || !params || !currentKey) return;
    const request = payeeCheckRequest(params);
    if (request !== undefined) {
      setBusy("checking");
      setPayeeAnswer(undefined);
      let outcome: PayeeCheckOutcome;
      try {
        outcome = await checkPayee(client.core, request);
      } catch (error) {
        setServiceErrors(formErrorsOf(error, shownFields));
        setBusy(undefined);
        return;
      }
      const waiting: PayeeAnswer | undefined =
        outcome.kind !== "answered"
          ? { key: currentKey, ...outcome }
          : payeeCheckInWords(outcome.result).needsConfirmation
            ? { key: currentKey, kind: "answered", result: outcome.result, words: payeeCheckInWords(outcome.result) }
            : undefined;
      if (waiting !== undefined) {
        setPayeeAnswer(waiting);
        setBusy(undefined);
        return;
      }
    }
    await commit(undefined);
  };

  /** The answer shown: only while the form still says what was asked about. */
  const shownAnswer = payeeAnswer !== undefined && payeeAnswer.key === currentKey ? payeeAnswer : undefined;

  /** "Continue anyway", after the secondary warning: saves what was checked and records the decision. */
  const continueAnyway = async () => {
    if (shownAnswer?.kind !== "answered" || busy !== undefined) return;
    await commit(payeeCheckLine(shownAnswer.result));
  };

  /** "Save anyway" where the login has no payee name check: saves what was asked about, unchecked, and records the go-ahead. */
  const saveUnchecked = async () => {
    if (shownAnswer?.kind !== "not switched on" || busy !== undefined) return;
    await commit(SAVED_UNCHECKED_LINE);
  };

  /** "Use <name>": the name on the account goes into the name fields; validating and saving checks it again. */
  const useActualName = () => {
    const name = shownAnswer?.kind === "answered" ? shownAnswer.result.actualName : undefined;
    if (name === undefined) return;
    for (const field of NAME_FIELDS) if (field === "bank_account_holder_name" || fields.some((shown) => shown.field === field)) setValue(field, name);
    const split = name.lastIndexOf(" ");
    if (split > 0 && fields.some((shown) => shown.field === "beneficiary_first_name")) {
      setValue("beneficiary_first_name", name.slice(0, split));
      setValue("beneficiary_last_name", name.slice(split + 1));
    }
    setPayeeAnswer(undefined);
  };

  /** What is said beside a field: the service's word on it, else the local check, else the route's. */
  const problemOf = (field: string): string | undefined =>
    serviceErrors.byField[field] ?? localProblems[field] ?? (routeIssues[field] !== undefined && (route[field as keyof RouteChoice] ?? "").trim() !== "" ? routeIssues[field] : undefined);

  return {
    route: effectiveRoute,
    details,
    offered: details.state === "loaded" ? details.entries : [],
    fields,
    values: shown,
    problemOf,
    general: serviceErrors.general,
    requestId: serviceErrors.requestId,
    busy,
    canValidate: picked !== undefined && busy === undefined,
    canSave,
    validated: canSave,
    bankOf,
    unknownBanks,
    bankDisagreement,
    setRouteField,
    setValue,
    validate,
    save,
    payeeAnswer: shownAnswer,
    dismissPayeeAnswer: () => setPayeeAnswer(undefined),
    continueAnyway,
    saveUnchecked,
    checkAgain: save,
    useActualName,
  };
}
