/**
 * The payment kind in the task pane: the Pay tab, its rows and funding choices in the preview, what the person signs
 * (debit accounts, dates, types, funding conversions and shortfalls) and the funding conversions a run booked.
 */
import { amountText } from "../../../../../domain";
import { forAccounts } from "../../for-accounts";
import { FundingTerms } from "./funding-terms";
import type { BookingKind, KindView } from "../../kind-view";
import { PaymentPreview } from "./payment-preview";
import { PaymentReviewSummary } from "./payment-review-summary";
import { paymentKind } from "../../../../../jobs/kinds/payment";

const paymentView: KindView<"payment"> = {
  tab: { id: "pay", after: "convert", primary: true },
  Preview: PaymentPreview,
  Review: (props) => (
    <>
      <PaymentReviewSummary {...props} />
      <FundingTerms {...props} />
    </>
  ),
  outcomeLines: (outcome, accounts) =>
    outcome.funding.map(
      ({ conversion, shortReference }) =>
        `Booked funding conversion ${shortReference}${forAccounts(accounts, [conversion.actingAs])}: buy ${amountText(conversion.amount, conversion.buyCurrency)} ${conversion.buyCurrency} with ${conversion.sellCurrency}`,
    ),
};

/** The payment kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const payment: BookingKind<typeof paymentKind> = { spec: paymentKind, view: paymentView };
