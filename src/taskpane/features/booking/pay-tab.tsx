import type { FeatureProps } from "../../shell/feature";
import { BookingPanel } from "./booking-panel";
import { PaymentPreview } from "./payment-preview";

/** Pay: book the payments of the selected rows (or a whole sheet) and write the results beside them. */
export function PayTab(props: FeatureProps) {
  return (
    <BookingPanel
      {...props}
      kind="payment"
      templateSheet="Payments"
      title="Book payments"
      intro="Select rows with currency, amount, reference, reason and a beneficiary (id, exact name, or bank details), then check them."
      Preview={PaymentPreview}
    />
  );
}
