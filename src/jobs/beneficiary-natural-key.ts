/**
 * A beneficiary's natural key — its currency and bank details (IBAN, or account number and routing code, or a
 * routing code alone such as a CLABE), and for bulk creation its name — and the lookup of one that exists. Creating
 * a beneficiary takes no idempotency key, so this lookup is how a retried, resumed or repeated creation finds what
 * was already made instead of making it twice (the payment kind's payees and the beneficiary kind share it).
 */
import type { CallOptions } from "../api";
import type { Beneficiary } from "../api/schemas/beneficiaries";
import type { KindApi } from "./engine/booking-api";

export interface BeneficiaryNaturalKey {
  currency: string;
  iban: string | undefined;
  accountNumber: string | undefined;
  routingCodeValue: string | undefined;
  /** When given, the nickname must match too (ignoring case and spacing). */
  name?: string;
}

/** Beneficiaries per page of a lookup: the service's maximum is not documented (docs/provider-api.md §8), 100 is known to work. */
const PAGE = 100;

const compact = (text: string | null | undefined) => text?.replace(/\s+/g, "").toUpperCase() ?? undefined;
const spoken = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** True when the beneficiary has this key: the same currency and account, and the same name when the key has one. */
export function hasNaturalKey(beneficiary: Beneficiary, key: BeneficiaryNaturalKey): boolean {
  if (beneficiary.currency !== key.currency) return false;
  if (key.name !== undefined && spoken(beneficiary.name) !== spoken(key.name)) return false;
  if (key.iban !== undefined) return compact(beneficiary.iban) === compact(key.iban);
  if (key.accountNumber !== undefined && compact(beneficiary.account_number) !== compact(key.accountNumber)) return false;
  const routing = [beneficiary.routing_code_value_1, beneficiary.routing_code_value_2].map(compact);
  return key.routingCodeValue === undefined || routing.includes(compact(key.routingCodeValue));
}

/** One text for a key, to tell rows with the same beneficiary apart from the others (per acting-as account). */
export function naturalKeyText(key: BeneficiaryNaturalKey, actingAs: string | undefined): string {
  return [actingAs ?? "", key.currency, compact(key.iban) ?? "", compact(key.accountNumber) ?? "", compact(key.routingCodeValue) ?? "", key.name === undefined ? "" : spoken(key.name)].join("|");
}

/**
 * An existing beneficiary with this key, looked up by the most selective filter the service has for it; the call
 * options say for whom (`onBehalfOf`) and with what patience.
 */
export async function findByNaturalKey(api: KindApi<"beneficiaries">, key: BeneficiaryNaturalKey, callOptions: CallOptions): Promise<Beneficiary | undefined> {
  const filter =
    key.iban !== undefined
      ? { iban: key.iban }
      : key.accountNumber !== undefined
        ? { account_number: key.accountNumber }
        : key.routingCodeValue !== undefined
          ? { routing_code_value: key.routingCodeValue }
          : {};
  for await (const beneficiary of api.beneficiaries.findAll({ ...filter, currency: key.currency, per_page: PAGE }, callOptions)) {
    if (hasNaturalKey(beneficiary, key)) return beneficiary;
  }
  return undefined;
}

/** Every beneficiary of an account in these currencies: one listing for many rows' keys (a bulk check). */
export async function beneficiariesIn(api: KindApi<"beneficiaries">, currency: string, actingAs: string | undefined): Promise<Beneficiary[]> {
  return api.beneficiaries.findAll({ currency, per_page: PAGE }, { onBehalfOf: actingAs }).toArray();
}
