/**
 * The first-run guide: where to start after signing in — the four steps of booking from a sheet and what the tabs
 * are — until the person dismisses it (remembered on this device, first-run-guide-state.ts).
 */
import { useState } from "react";
import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import { dismissGuide, guideDismissed } from "./first-run-guide-state";

const useStyles = makeStyles({
  guide: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: "flex", flexDirection: "column", gap: "2px" },
  footer: { display: "flex", justifyContent: "flex-end" },
});

export function FirstRunGuide() {
  const styles = useStyles();
  const [open, setOpen] = useState(() => !guideDismissed());
  if (!open) return null;
  return (
    <section className={styles.guide} aria-label="Getting started" data-testid="first-run-guide">
      <Subtitle2 as="h2">Getting started</Subtitle2>
      <ol className={styles.steps}>
        <li>
          <Body1>Open Convert or Pay and press Insert template: a sheet with the columns to fill.</Body1>
        </li>
        <li>
          <Body1>Type your rows, then select them on the sheet.</Body1>
        </li>
        <li>
          <Body1>Press Check: each row says Valid or what to fix.</Body1>
        </li>
        <li>
          <Body1>Press Book and confirm: the results are written beside each row.</Body1>
        </li>
      </ol>
      <Caption1>
        Rates builds rate formulas; Balances shows what each currency holds. Transfer, Beneficiaries, Clients, Approvals and onboarding are under More tabs. Act for
        chooses whose account the formulas and actions use.
      </Caption1>
      <div className={styles.footer}>
        <Button
          size="small"
          appearance="primary"
          onClick={() => {
            dismissGuide();
            setOpen(false);
          }}
        >
          Got it
        </Button>
      </div>
    </section>
  );
}
