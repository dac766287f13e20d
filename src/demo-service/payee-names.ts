/**
 * DEMO DATA: the accounts the demo service's payee name check knows, and how it answers (docs/demo-service.md
 * "Payee name check"). Accounts on record are compared by name and type; test accounts answer one reason code
 * whatever name is asked; an account at the demo bank is held by the name asked about (a full match), so everyday
 * demo payees pass. A UK account outside this test pack answers AV207, as the UK guide says the provider's demo
 * environment does. Reasons are worded as the provider's guides word them, per scheme.
 */
import type { BeneficiaryAccountVerificationResultInput } from "./wire";

export type Scheme = "cop" | "vop";
type EntityType = "company" | "individual";

interface AccountOnRecord {
  holder: string;
  type: EntityType;
}

/** Where an account is: a UK sort code and account number, or an IBAN. */
export function accountRef(scheme: Scheme, sortCode: string | undefined, accountNumber: string | undefined, iban: string | undefined): string {
  return scheme === "cop" ? `${sortCode ?? ""}/${accountNumber ?? ""}` : (iban ?? "").replace(/\s+/g, "").toUpperCase();
}

/**
 * Accounts whose holder is on record: the guides' example person, and demo companies. None is an account the rest of
 * the demo data pays under other names (the templates' example, the tests' payees), which therefore match as asked.
 */
const ON_RECORD: Readonly<Record<string, AccountOnRecord>> = {
  "015561/73515966": { holder: "Ricardo Sousa", type: "individual" },
  "200605/40308669": { holder: "Contoso Trading Ltd", type: "company" },
  NL91ABNA0417164300: { holder: "Ricardo Sousa", type: "individual" },
  DE38370400440000004711: { holder: "Acme GmbH", type: "company" },
};

/**
 * Assumption (the provider does not publish its test pack): the demo data's UK bank, sort code 601613, is in the test
 * pack with every account held by the name asked, so the seeded and typed demo payees match as asked.
 */
const DEMO_BANK_SORT_CODE = "601613";

/** Test accounts answering one reason code (or, for "unavailable", 503 service_unavailable) whatever the name. */
export const FIXED_ANSWERS: Readonly<Record<string, string>> = {
  "040004/00000200": "AV200",
  "040004/00000202": "AV202",
  "040004/00000203": "AV203",
  "040004/00000204": "AV204",
  "040004/00000205": "AV205",
  "040004/00000206": "AV206",
  "040004/00000207": "AV207",
  "040004/00000305": "AV305",
  "040004/00000503": "unavailable",
  // The UK guide's no-match example: "Ricardo Smith" at sort code 314159, account 11235813.
  "314159/11235813": "AV201",
  NL63ABNA0000000202: "AV202",
  NL95ABNA0000000208: "AV208",
  NL84ABNA0000000503: "unavailable",
};

/** The reasons of the UK guide ("Confirmation of Payee Outbound (UK)"). */
const COP_REASONS: Readonly<Record<string, string>> = {
  AV100: "Full match.",
  AV200: "There is no account with the given account number.",
  AV201: "String does not match the account name.",
  AV202: "Unable to check account details.",
  AV203: "Unable to check account details.",
  AV204: "Unable to check account details.",
  AV205: "Unable to check account details.",
  AV206: "Invalid secondary customer reference data.",
  AV207: "Unable to check account details.",
  AV300: "String is a close match to the account name.",
  AV301: "String is a close match to the account name. The type of account is Business when Personal was indicated in the request.",
  AV302: "String is a close match to the account name. The type of account is Personal when Business was indicated in the request.",
  AV303: "String is a match to the account name, but the type of account is Business when Personal was indicated in the request.",
  AV304: "String is a close match to the account name, but the type of account is Personal when Business was indicated in the request.",
  AV305: "Account has been switched to a different organisation.",
};

const VOP_RISK =
  "By authorising this payment, you may be transferring funds to a payment account that does not belong to the intended recipient. Please double-check the beneficiary details before proceeding.";

/** The reasons of the EU guide ("Verification of Payee (EU)"): its codes are AV100, AV201, AV202, AV208 and AV300. */
const VOP_REASONS: Readonly<Record<string, (name: string) => string>> = {
  AV100: () => "Beneficiary details confirmed.",
  AV201: () => `Beneficiary details provided do not match those on record. ${VOP_RISK}`,
  AV202: () => `The beneficiary details provided could not be verified at this time. ${VOP_RISK}`,
  AV208: () => `The beneficiary details provided could not be verified, as the beneficiary's bank does not perform the check. ${VOP_RISK}`,
  AV300: (name) => `The beneficiary details provided closely match those on record, however the beneficiary name is ${name}. ${VOP_RISK}`,
};

const ANSWER_OF = (code: string): BeneficiaryAccountVerificationResultInput["answer"] => (code === "AV100" ? "full_match" : code.startsWith("AV3") ? "close_match" : "no_match");
const TYPE_OF = (code: string): BeneficiaryAccountVerificationResultInput["reason_type"] => (code === "AV100" ? "okay" : code.startsWith("AV3") ? "warning" : "rejected");
/** The guides give the account's name with these codes only. */
const NAMED_CODES = new Set(["AV100", "AV300", "AV301", "AV302"]);

/** The answer for one reason code, worded for the scheme. */
export function answerFor(scheme: Scheme, code: string, actualName: string): BeneficiaryAccountVerificationResultInput {
  const reason = scheme === "cop" ? (COP_REASONS[code] ?? "Unable to check account details.") : (VOP_REASONS[code] ?? VOP_REASONS.AV202!)(actualName);
  return {
    answer: ANSWER_OF(code),
    actual_name: NAMED_CODES.has(code) ? actualName : null,
    reason_code: code,
    reason,
    reason_type: TYPE_OF(code),
  };
}

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9 ]/g, "").replace(/\s+/g, " ").trim();

/** Edits (insert, delete, replace) between two texts. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The reason code for a name asked about an account on record. Assumption (the provider does not publish its
 * matching): the same name ignoring case, punctuation and spacing matches; within 2 edits, or one name the start of
 * the other, is close; anything else does not match. A company asked as an individual (or the reverse) answers the
 * codes of a type mismatch: AV303/AV304 for a matching name, AV301/AV302 for a close one (CoP only; VoP has none).
 */
function codeOnRecord(scheme: Scheme, record: AccountOnRecord, name: string, type: EntityType): string {
  const asked = normalised(name);
  const held = normalised(record.holder);
  const same = asked === held;
  const close = !same && (editDistance(asked, held) <= 2 || (asked.length >= 4 && (held.startsWith(asked) || asked.startsWith(held))));
  if (!same && !close) return "AV201";
  if (scheme === "vop" || record.type === type) return same ? "AV100" : "AV300";
  if (record.type === "company") return same ? "AV303" : "AV301";
  return same ? "AV304" : "AV302";
}

/** What the check answers for an account and a name; "unavailable" when the test account stands for an outage. */
export function checkPayeeName(scheme: Scheme, account: string, name: string, type: EntityType): BeneficiaryAccountVerificationResultInput | "unavailable" {
  const fixed = FIXED_ANSWERS[account];
  if (fixed === "unavailable") return "unavailable";
  const record = ON_RECORD[account];
  if (fixed !== undefined) return answerFor(scheme, fixed, record?.holder ?? name);
  if (record === undefined) return answerFor(scheme, outsideRecords(scheme, account), name);
  return answerFor(scheme, codeOnRecord(scheme, record, name, type), record.holder);
}

/**
 * The answer for an account neither on record nor a test account. UK: "Using data not included in our test pack
 * results in this response in our demo environment" (the UK guide's AV207 row, docs/provider-api.md §16), except at
 * the demo bank. EU: the EU guide names no answer for such data and has no AV207, so it is a full match (Assumption).
 */
function outsideRecords(scheme: Scheme, account: string): string {
  if (scheme === "vop") return "AV100";
  return account.startsWith(`${DEMO_BANK_SORT_CODE}/`) ? "AV100" : "AV207";
}
