import type { FeatureProps } from "../../shell/feature";
import { BookingPanel } from "./booking-panel";
import { ConversionPreview } from "./conversion-preview";

/** Convert: book the conversions of the selected rows (or a whole sheet) and write the results beside them. */
export function ConvertTab(props: FeatureProps) {
  return (
    <BookingPanel
      {...props}
      kind="conversion"
      templateSheet="Conversions"
      title="Book conversions"
      intro="Select rows with buy currency, sell currency, amount, fixed side and reason (any header spelling), then check them."
      Preview={ConversionPreview}
    />
  );
}
