/**
 * The payees of the payments awaiting authorisation, with what an approver checks: name, bank details masked
 * (domain/account-mask.ts, as the Beneficiaries panel and the payment review show them) and the bank's country.
 *
 * beneficiaries/find takes no list of ids (docs/provider-api.md §4), so the payees are read whichever way costs fewer
 * requests: the account's beneficiaries page by page (100 a page), or one get per payee still missing. The first page
 * says how many pages there are; paging goes on while the pages left are fewer than the payees still missing, else
 * the missing ones are read by id. Fifty payments to ten payees of an account with 80 beneficiaries: one request.
 */
import type { FxDeskClient } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { maskedAccountOf } from "../../../domain/account-mask";

const PAGE_SIZE = 100;

export interface PayeeShown {
  name: string;
  /** "IBAN •••• 4300", "Account •••• 6789", or "" when the payee has neither. */
  account: string;
  /** ISO country code of the payee's bank, "" when not known. */
  bankCountry: string;
  /** The payee as the service holds it: what the approver's payee name check and bank lookup are asked about. */
  details: Beneficiary;
}

interface PayeeRequest {
  /** Each payee wanted, with whom a get of it acts as (a sub-account's beneficiary is read on its behalf). */
  wanted: ReadonlyMap<string, string | undefined>;
  /** How the find sees every wanted payee at once: on behalf of the account acted for, or scope=all from the house. */
  find: { onBehalfOf: string | undefined; scope: "all" | undefined };
  signal: AbortSignal;
}

function shown(beneficiary: Beneficiary): PayeeShown {
  return { name: beneficiary.name, account: maskedAccountOf(beneficiary), bankCountry: beneficiary.bank_country, details: beneficiary };
}

/** Payees by id; a payee that cannot be read is left out (the row then shows that its payee is not known). */
export async function loadPayees(client: FxDeskClient, { wanted, find, signal }: PayeeRequest): Promise<Map<string, PayeeShown>> {
  const found = new Map<string, PayeeShown>();
  const missing = () => [...wanted.keys()].filter((id) => !found.has(id));
  if (wanted.size === 0) return found;
  for (let page = 1; ; page += 1) {
    const answer = await client.core.beneficiaries.find({ per_page: PAGE_SIZE, page, ...(find.scope ? { scope: find.scope } : {}) }, { onBehalfOf: find.onBehalfOf, signal });
    for (const beneficiary of answer.beneficiaries) if (wanted.has(beneficiary.id)) found.set(beneficiary.id, shown(beneficiary));
    const pagesLeft = answer.pagination.total_pages - answer.pagination.current_page;
    if (missing().length === 0 || pagesLeft <= 0 || pagesLeft >= missing().length) break;
  }
  const byId = await Promise.all(
    missing().map((id) =>
      client.core.beneficiaries.get(id, { onBehalfOf: wanted.get(id), signal }).then(
        (beneficiary) => [id, shown(beneficiary)] as const,
        () => undefined,
      ),
    ),
  );
  for (const entry of byId) if (entry) found.set(entry[0], entry[1]);
  return found;
}
