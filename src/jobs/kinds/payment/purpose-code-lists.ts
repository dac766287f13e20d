/**
 * The purpose codes a route lists (reference/payment_purpose_codes, docs/provider-api.md §15), asked once per
 * distinct currency, bank country and payee entity type in one check: the Pay check reads them to refuse a missing
 * or unlisted code (purpose-codes.ts), the Approvals tab to say what a payment's code means
 * (jobs/approvals/payment-checks.ts). One question per route however many rows or payments share it.
 */
import type { PaymentPurposeCode } from "../../../api/schemas";
import { type KindApi, REQUESTS_IN_FLIGHT } from "../../engine/kind-kit";
import { OnceEach } from "../../../domain";

/** What the codes depend on: the payment's currency, its payee's bank country and entity type (none asks both). */
export interface PurposeCodeRoute {
  currency: string;
  bankCountry: string;
  entityType: "company" | "individual" | undefined;
}

export class PurposeCodeLists {
  private readonly questions = new OnceEach<PaymentPurposeCode[]>({ concurrency: REQUESTS_IN_FLIGHT });

  constructor(
    private readonly api: KindApi<"reference">,
    private readonly signal?: AbortSignal,
  ) {}

  /** The codes the route lists (empty where it lists none), asked the first time the route is named. */
  codes({ currency, bankCountry, entityType }: PurposeCodeRoute): Promise<PaymentPurposeCode[]> {
    return this.questions.ask([currency, bankCountry, entityType ?? ""].join("|"), async () =>
      (await this.api.reference.paymentPurposeCodes({ currency, bank_account_country: bankCountry, entity_type: entityType }, { signal: this.signal })).purpose_codes,
    );
  }

  /** How many routes were asked. */
  get count(): number {
    return this.questions.count;
  }
}
