/** Reading what a person typed into the form: given or not, a decimal, a country code, a name to address them by. */
import Decimal from "decimal.js";
import { canonicalCountryCode } from "../countries";
import type { DecimalInput, FormText, OnboardingPerson } from "./form";

export function isGiven(text: FormText): text is string {
  return typeof text === "string" && text.trim() !== "";
}

/**
 * The country's code, or undefined when not given — "gb", "GB " and "UK" are all GB (a form saved before the pane
 * wrote "UK" as GB still compares equal to GB), anything else upper-cased as typed.
 */
export function countryOf(text: FormText): string | undefined {
  return isGiven(text) ? canonicalCountryCode(text) : undefined;
}

export function isCountryCode(text: string): boolean {
  return /^[A-Z]{2}$/.test(text.trim().toUpperCase());
}

/** A decimal, "not given", or "unreadable" for text that is not a plain number (commas, letters, exponents). */
export function readDecimal(input: DecimalInput): Decimal | "not_given" | "unreadable" {
  if (input === null || input === undefined) return "not_given";
  if (input instanceof Decimal) return input.isFinite() ? input : "unreadable";
  const text = input.trim();
  if (text === "") return "not_given";
  return /^-?\d+(\.\d+)?$/.test(text) ? new Decimal(text) : "unreadable";
}

/** "Jane Doe" or, before names are typed, "person 2" (counting from 1, as a person reads a list). */
export function personLabel(person: OnboardingPerson, personIndex: number): string {
  const name = [person.first_name, person.last_name].filter(isGiven).map((part) => part.trim()).join(" ");
  return name === "" ? `person ${personIndex + 1}` : name;
}

export function rolesOf(person: OnboardingPerson): readonly string[] {
  return person.roles ?? [];
}
