/**
 * What a drop-down of the onboarding form offers: one entry per meaning, in words. The provider's list of primary
 * purposes names two meanings twice ("liquidity_or_fx" and "liquidity_fx", "payment_to_an_individual" and
 * "paying_an_individual": the OpenAPI file lists the first of each, the document both — docs/provider-api.md §10), so a
 * person read "Liquidity or fx" beside "Liquidity fx" and had to guess a difference there is none of. The form
 * offers the value the OpenAPI file lists, under words saying what it means; a form that already holds the other
 * spelling shows it under the same words, and keeps it until the person picks another (the value saved is the
 * provider's own, never rewritten behind the person's back).
 */
import { codeInWords } from "../../../domain";

/** A second spelling of a value, and the value the form offers in its place. */
const SPELLING_OF: Readonly<Record<string, string>> = {
  liquidity_fx: "liquidity_or_fx",
  paying_an_individual: "payment_to_an_individual",
};

/** Words for values whose code read out is not what a finance user would write. */
const CHOICE_WORDS: Readonly<Record<string, string>> = {
  liquidity_or_fx: "Managing liquidity or foreign exchange",
  liquidity_fx: "Managing liquidity or foreign exchange",
  payment_to_an_individual: "Paying an individual",
  paying_an_individual: "Paying an individual",
  intercompany_transfers: "Transfers between companies of a group",
  inter_company_transfers: "Transfers between companies of a group",
  it_managed_services: "IT managed services",
  Gaming: "Gaming",
};

export interface ChoiceOption {
  /** What is sent to the provider. */
  value: string;
  label: string;
}

/** The entries of a drop-down: the list's values less second spellings, plus `current` when it is one. */
export function choiceOptions(values: readonly string[], current: string): ChoiceOption[] {
  const offered = values.filter((value) => SPELLING_OF[value] === undefined || value === current);
  return offered.map((value) => ({ value, label: choiceInWords(value) }));
}

export function choiceInWords(value: string): string {
  return codeInWords(value, CHOICE_WORDS);
}
