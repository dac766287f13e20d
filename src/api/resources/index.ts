import type { Requester } from "../internal/request-spec";
import { createAccounts } from "./accounts";
import { createBalances } from "./balances";
import { createBeneficiaries } from "./beneficiaries";
import { createContacts } from "./contacts";
import { createConversions } from "./conversions";
import { createDemoTopUp } from "./demo-top-up";
import { createPayments } from "./payments";
import { createQuotes } from "./quotes";
import { createRates } from "./rates";
import { createReference } from "./reference";
import { createTransactions } from "./transactions";
import { createTransfers } from "./transfers";

/**
 * The core API, one object per resource. Resources only describe requests (path, parameters, schema, kind,
 * idempotency); the requester wraps transport, session, retries and rate budget around every one of them.
 */
export function createCore(requester: Requester) {
  return {
    rates: createRates(requester),
    conversions: createConversions(requester),
    quotes: createQuotes(requester),
    accounts: createAccounts(requester),
    contacts: createContacts(requester),
    balances: createBalances(requester),
    beneficiaries: createBeneficiaries(requester),
    reference: createReference(requester),
    payments: createPayments(requester),
    demoTopUp: createDemoTopUp(requester),
    transactions: createTransactions(requester),
    transfers: createTransfers(requester),
  };
}

export type Core = ReturnType<typeof createCore>;
