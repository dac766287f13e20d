/**
 * The look every windowed list shares (the virtual list box, the conversions and payments reviewed before Book): a
 * bordered scrolling viewport of a given height, and absolutely placed rows divided by a rule. Each list adds its
 * own row height and line styles.
 */
import { tokens, type GriffelStyle } from "@fluentui/react-components";

export function windowedViewport(maxHeight: number): GriffelStyle {
  return {
    maxHeight: `${maxHeight}px`,
    overflowY: "auto",
    position: "relative",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  };
}

export const windowedRow: GriffelStyle = {
  position: "absolute",
  left: 0,
  right: 0,
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
};
