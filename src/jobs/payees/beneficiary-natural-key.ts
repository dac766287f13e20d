/**
 * A beneficiary's natural key — its currency and bank details (IBAN, or account number and routing code, or a
 * routing code alone such as a CLABE), and for bulk creation its name — and the lookup of one that exists. Creating
 * a beneficiary takes no idempotency key, so this lookup is how a retried, resumed or repeated creation finds what
 * was already made instead of making it twice (the payment kind's payees and the beneficiary kind share it).
 */
import type { CallOptions } from "../../api";
import type { Beneficiary } from "../../api/schemas/beneficiaries";
import type { KindApi } from "../engine/booking-api";
import { LISTING_PAGE, readPagesWhileCheaper } from "../pages-while-cheaper";

export interface BeneficiaryNaturalKey {
  currency: string;
  iban: string | undefined;
  accountNumber: string | undefined;
  routingCodeValue: string | undefined;
  /** When given, the nickname must match too (ignoring case and spacing). */
  name?: string;
}

/** Beneficiaries per page of a lookup: the service's maximum is not documented (docs/provider-api.md §8), 100 is known to work. */
const PAGE = LISTING_PAGE;

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
  for await (const beneficiary of api.beneficiaries.findAll(naturalKeyFilter(key), callOptions)) {
    if (hasNaturalKey(beneficiary, key)) return beneficiary;
  }
  return undefined;
}

/**
 * Every existing beneficiary with this key: a payment row's account may be saved under several names, and the row
 * pays the one it names (kinds/payment/beneficiary-resolver.ts payeeOfAccount).
 */
export async function findEachByNaturalKey(api: KindApi<"beneficiaries">, key: BeneficiaryNaturalKey, callOptions: CallOptions): Promise<Beneficiary[]> {
  const found: Beneficiary[] = [];
  for await (const beneficiary of api.beneficiaries.findAll(naturalKeyFilter(key), callOptions)) {
    if (hasNaturalKey(beneficiary, key)) found.push(beneficiary);
  }
  return found;
}

/**
 * The most selective filter the service has for a key: its IBAN, else its account number; with its currency. Not a
 * routing code alone: the find refuses a routing code value without its type (`incorrect_mapping`, SW
 * FindBeneficiariesPost), and a key holds no type, so such a key is matched among the currency's beneficiaries here.
 */
function naturalKeyFilter(key: BeneficiaryNaturalKey) {
  const filter = key.iban !== undefined ? { iban: key.iban } : key.accountNumber !== undefined ? { account_number: key.accountNumber } : {};
  return { ...filter, currency: key.currency, per_page: PAGE };
}

/** What a check looks for among an account's beneficiaries in one currency: natural keys, names, ids. */
export interface WantedBeneficiaries {
  keys: readonly BeneficiaryNaturalKey[];
  /** Payees named by their name (the nickname lists show), as payment rows name them. */
  names?: readonly string[];
  ids?: readonly string[];
}

/** The account details a key is found by, as findByNaturalKey filters: the IBAN, else the account number, else the routing code. */
function primaryDetail(key: BeneficiaryNaturalKey): string {
  return compact(key.iban ?? key.accountNumber ?? key.routingCodeValue) ?? "";
}

/**
 * An account's beneficiaries in one currency, read from pages once for many rows (docs/engine.md, "Lookups by
 * natural key come from pages"): the pages are read while that is cheaper than one lookup per thing wanted
 * (pages-while-cheaper.ts); when they stopped early, what they did not hold is looked up by itself.
 */
export class KnownBeneficiaries {
  private readonly byDetail = new Map<string, Beneficiary[]>();
  private readonly byName = new Map<string, Beneficiary[]>();
  private readonly byId = new Map<string, Beneficiary>();

  private constructor(
    private readonly api: KindApi<"beneficiaries">,
    readonly currency: string,
    private readonly callOptions: CallOptions,
    /** Every page was read: a key the pages do not hold has no beneficiary. */
    private complete = false,
  ) {}

  /** Reads the pages of `currency`'s beneficiaries of the account `callOptions` acts for, for what is wanted. */
  static async read(api: KindApi<"beneficiaries">, currency: string, wanted: WantedBeneficiaries, callOptions: CallOptions): Promise<KnownBeneficiaries> {
    const known = new KnownBeneficiaries(api, currency, callOptions);
    let keys = [...wanted.keys];
    let names = [...new Set((wanted.names ?? []).map(spoken))];
    let ids = [...new Set(wanted.ids ?? [])];
    const read = await readPagesWhileCheaper(api.beneficiaries.findAll({ currency, per_page: PAGE }, callOptions), (page) => {
      for (const beneficiary of page) known.add(beneficiary);
      keys = keys.filter((key) => known.held(key) === undefined);
      names = names.filter((name) => !known.byName.has(name));
      ids = ids.filter((id) => !known.byId.has(id));
      return keys.length + names.length + ids.length;
    });
    known.complete = read.complete;
    return known;
  }

  /** True when every page was read: what the pages do not hold does not exist. */
  get readWhole(): boolean {
    return this.complete;
  }

  /** The beneficiary with this key: from the pages, else, when they were not all read, looked up by itself. */
  async find(key: BeneficiaryNaturalKey): Promise<Beneficiary | undefined> {
    const held = this.held(key);
    if (held !== undefined || this.complete) return held;
    return findByNaturalKey(this.api, key, this.callOptions);
  }

  /**
   * Every beneficiary with this key (an account in a currency): from the pages, else, when they were not all read and
   * hold none called `named` (its name or its account holder's), looked up by itself — a page not read may hold it.
   */
  async findEach(key: BeneficiaryNaturalKey, named: string): Promise<Beneficiary[]> {
    const held = this.byDetail.get(primaryDetail(key))?.filter((beneficiary) => hasNaturalKey(beneficiary, key)) ?? [];
    const calledSo = (beneficiary: Beneficiary) => spoken(beneficiary.name) === spoken(named) || spoken(beneficiary.bank_account_holder_name) === spoken(named);
    if (this.complete || held.some(calledSo)) return held;
    return findEachByNaturalKey(this.api, key, this.callOptions);
  }

  /** The beneficiaries the pages hold under this name (ignoring case and spacing), none if not read. */
  named(name: string): Beneficiary[] {
    return this.byName.get(spoken(name)) ?? [];
  }

  /** The beneficiary with this id, when the pages hold it. */
  withId(id: string): Beneficiary | undefined {
    return this.byId.get(id);
  }

  private held(key: BeneficiaryNaturalKey): Beneficiary | undefined {
    return this.byDetail.get(primaryDetail(key))?.find((beneficiary) => hasNaturalKey(beneficiary, key));
  }

  private add(beneficiary: Beneficiary): void {
    this.byId.set(beneficiary.id, beneficiary);
    const details = [beneficiary.iban, beneficiary.account_number, beneficiary.routing_code_value_1, beneficiary.routing_code_value_2].map(compact);
    for (const detail of new Set(details)) if (detail !== undefined && detail !== "") this.byDetail.set(detail, [...(this.byDetail.get(detail) ?? []), beneficiary]);
    const name = spoken(beneficiary.name);
    this.byName.set(name, [...(this.byName.get(name) ?? []), beneficiary]);
  }
}
