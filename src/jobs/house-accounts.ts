/**
 * The accounts a sheet can name in words — the house account and its sub-accounts — from the signed-in account and
 * one paged accounts find (which lists the house and its sub-accounts, as the Balances panel reads them), and which
 * one a row's text names: "House", or an account's short reference or name, compared as `sameWords` compares. A
 * name two accounts share names neither: their short references tell them apart. The one search behind a transfer
 * row's accounts (kinds/transfer.ts) and the Acting as column (engine/acting-as-search.ts).
 */
import type { Account } from "../api/schemas";
import type { KindApi } from "./engine/booking-api";

/** An account of the house, as a row names it and the pane shows it. */
export interface HouseAccount {
  id: string;
  /** What a person reads: "Acme Ltd", or "FX Desk Demo Ltd (house account)". */
  name: string;
  shortReference: string;
  house: boolean;
}

/** What a row's text names: one account, or why it names none (in words, after the column's name). */
export type AccountLookup = { ok: true; account: HouseAccount } | { ok: false; problem: string };

/** The words that name the signed-in account itself. */
const HOUSE_WORDS = new Set(["house", "house account"]);

/** Accounts per page the find wants; the client sends less once the service has said its largest (docs/provider-api.md §20). */
const PER_PAGE = 100;

/**
 * Typed text as it is compared with a name: any case, any accents ("Société" is "societe"), runs of spaces as one,
 * ends trimmed — a name as a person reads it, not as it was keyed.
 */
export function sameWords(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLocaleLowerCase("en").replace(/\s+/g, " ");
}

export class HouseAccounts {
  private constructor(private readonly accounts: readonly { account: HouseAccount; accountName: string }[]) {}

  static async load(api: KindApi<"accounts">): Promise<HouseAccounts> {
    const [house, all] = await Promise.all([api.accounts.current(), api.accounts.findAll({ per_page: PER_PAGE }).toArray()]);
    const shown = (account: Account, isHouse: boolean) => ({
      account: { id: account.id, name: isHouse ? `${account.account_name} (house account)` : account.account_name, shortReference: account.short_reference, house: isHouse },
      accountName: account.account_name,
    });
    return new HouseAccounts([shown(house, true), ...all.filter((account) => account.id !== house.id).map((account) => shown(account, false))]);
  }

  /** The house account itself. */
  get house(): HouseAccount | undefined {
    return this.accounts.find((entry) => entry.account.house)?.account;
  }

  /**
   * Every account the text names: the house for "House", the one of that short reference, else all of that name
   * (several when accounts share it; none when no account has it).
   */
  matching(typed: string): HouseAccount[] {
    const text = sameWords(typed);
    const found = (match: (entry: { account: HouseAccount; accountName: string }) => boolean) => this.accounts.filter(match).map((entry) => entry.account);
    const named = HOUSE_WORDS.has(text) ? found((entry) => entry.account.house) : found((entry) => sameWords(entry.account.shortReference) === text);
    return named.length > 0 ? named.slice(0, 1) : found((entry) => sameWords(entry.accountName) === text);
  }

  /** The account a row's text names. */
  named(typed: string): AccountLookup {
    const byName = this.matching(typed);
    if (byName.length === 1 && byName[0] !== undefined) return { ok: true, account: byName[0] };
    if (byName.length > 1) {
      return { ok: false, problem: `"${typed}" is the name of ${byName.length} accounts (${byName.map((account) => account.shortReference).sort().join(", ")}) — type the short reference of the one you mean` };
    }
    return { ok: false, problem: `no account is called "${typed}" — type House, or a sub-account's name or short reference as the Balances tab lists it` };
  }
}
