/**
 * The demo service's data: in memory, stored in wire form (so answers are the records themselves); snapshot.ts
 * keeps it on disk when asked to.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { OnboardingData } from "./onboarding/data";
import type {
  AccountInput,
  BalanceInput,
  BeneficiaryInput,
  ContactInput,
  ConversionInput,
  DemoTopUpInput,
  HeldQuoteInput,
  PaymentInput,
  TransactionInput,
  TransferInput,
} from "./wire";

/** An object and the account it belongs to (the wire form of beneficiaries and payments does not carry it). */
export interface Owned<T> {
  accountId: string;
  wire: T;
}

export interface StoredPayment extends Owned<PaymentInput> {
  /** The signed-in user who created it (the approval workflow forbids authorising one's own payment). */
  createdBy: string;
  /** The contacts who took an authorisation step, in order (absent in snapshots saved before steps were counted). */
  authorisedBy?: string[];
}

/** An account's held-rate provisioning (docs/provider-api.md §13): the hold periods it may ask for, as written (`30s`, `3m`). */
export interface HeldRateSettings {
  holdPeriods: string[];
}

/** A held quote and what became of it; kept so that a used or expired quote stays so across a restart. */
export interface StoredHeldQuote extends Owned<HeldQuoteInput> {
  /** The conversion date it was priced for (ms, midnight UTC): a conversion booked at it keeps that date. */
  conversionDate: number;
  /** The conversion booked at it; null while unused (a quote is single use). */
  usedBy: string | null;
}

interface StoredAccount {
  /** The house account that created it; null for the house account itself. */
  parentId: string | null;
  wire: AccountInput;
}

export interface DemoData {
  houseAccountId: string;
  accounts: Record<string, StoredAccount>;
  contacts: Record<string, ContactInput>;
  /** Keyed `${accountId}:${currency}`. */
  balances: Record<string, BalanceInput>;
  beneficiaries: Record<string, Owned<BeneficiaryInput>>;
  conversions: Record<string, ConversionInput>;
  payments: Record<string, StoredPayment>;
  topUps: Record<string, DemoTopUpInput>;
  /** The ledger: every balance equals the sum of its completed transactions (ledger/transactions.ts). */
  transactions: Record<string, TransactionInput>;
  transfers: Record<string, TransferInput>;
  /** Held-rate provisioning by account id; an account absent here has no held rates. Absent in older snapshots. */
  heldRates?: Record<string, HeldRateSettings>;
  /** Held quotes by quote id (held-quotes.ts). Absent in older snapshots. */
  heldQuotes?: Record<string, StoredHeldQuote>;
  /** Onboarding forms and their parts; absent in snapshots saved before onboarding existed (onboarding/data.ts). */
  onboarding?: OnboardingData;
}

/** Data as a snapshot may hold it: one saved before the ledger existed has no transactions or transfers (ledger/transactions.ts withLedger). */
export type SavedData = Omit<DemoData, "transactions" | "transfers"> & Partial<Pick<DemoData, "transactions" | "transfers">>;

export function emptyData(houseAccountId: string): DemoData {
  return {
    houseAccountId,
    accounts: {},
    contacts: {},
    balances: {},
    beneficiaries: {},
    conversions: {},
    payments: {},
    topUps: {},
    transactions: {},
    transfers: {},
    heldRates: {},
    heldQuotes: {},
  };
}

export function balanceKey(accountId: string, currency: string): string {
  return `${accountId}:${currency}`;
}

export function newId(): string {
  return randomUUID();
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

export function randomText(length: number, alphabet: string): string {
  const bytes = randomBytes(length);
  let text = "";
  for (const byte of bytes) text += alphabet[byte % alphabet.length];
  return text;
}

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, "");
}

/** Short references in the real patterns (docs/provider-api.md §8): 20220131-BHWNYW, 220131-R2M0R4791, 220131-27603. */
export const shortReference = {
  conversion: (ms: number) => `${ymd(ms)}-${randomText(6, LETTERS)}`,
  payment: (ms: number) => `${ymd(ms).slice(2)}-${randomText(6, LETTERS_AND_DIGITS)}${randomText(3, "0123456789")}`,
  account: (ms: number) => `${ymd(ms).slice(2)}-${randomText(5, "0123456789")}`,
  inboundFunds: (ms: number) => `IF-${ymd(ms)}-${randomText(6, LETTERS_AND_DIGITS)}`,
  transfer: (ms: number) => `BT-${ymd(ms)}-${randomText(6, LETTERS)}`,
};

/** A record by id, never an inherited property ("__proto__", "constructor" in a URL stay not found). */
export function byId<T>(records: Record<string, T>, id: string): T | undefined {
  const key = id.toLowerCase();
  return Object.hasOwn(records, key) ? records[key] : undefined;
}
