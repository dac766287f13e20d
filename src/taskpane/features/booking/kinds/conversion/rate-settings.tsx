/**
 * The Convert tab's rate settings: "Hold rates for" (the service holds each row's rate that long, booked at exactly
 * that rate) or "Don't hold" (indicative rates, priced again just before booking), and the tolerance of that re-pricing.
 * They apply from the next check; the account's hold periods are set up by its account manager and no call lists them,
 * so the person picks one and the check says when the account refuses it.
 */
import { useState } from "react";
import { Field, Input, Select, makeStyles, tokens } from "@fluentui/react-components";
import { HOLD_PERIODS, type HoldPeriod } from "../../../../../jobs";
import { loadRateSettings, saveRateSettings, toleranceProblem, type RateSettingsInput } from "./agreed-rate-settings";

const useStyles = makeStyles({
  settings: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  field: { flex: "1 1 9rem", minWidth: 0 },
  // Fluent's Input is wide by default: here it shares the 360 px pane with the hold period.
  input: { minWidth: 0, width: "100%" },
});

export function RateSettings({ disabled }: { disabled: boolean }) {
  const styles = useStyles();
  const [settings, setSettings] = useState<RateSettingsInput>(() => loadRateSettings());
  const change = (next: RateSettingsInput) => {
    setSettings(next);
    saveRateSettings(next);
  };
  const problem = toleranceProblem(settings.toleranceText);
  const held = settings.holdPeriod !== "none";
  return (
    <div className={styles.settings} data-testid="rate-settings">
      <Field className={styles.field} label="Hold rates for" hint={held ? "Booked at exactly the held rate" : "Rates are indicative, priced again before booking"}>
        <Select value={settings.holdPeriod} disabled={disabled} onChange={(_, data) => change({ ...settings, holdPeriod: data.value as HoldPeriod | "none" })}>
          <option value="none">Don&apos;t hold</option>
          {HOLD_PERIODS.map((entry) => (
            <option key={entry.period} value={entry.period}>
              {entry.words}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        className={styles.field}
        label="Rate tolerance (%)"
        validationState={problem === undefined ? "none" : "error"}
        validationMessage={problem}
        hint={problem === undefined ? (held ? "For rows whose rate cannot be held" : "A row whose rate moved more against you is held") : undefined}
      >
        <Input className={styles.input} value={settings.toleranceText} disabled={disabled} inputMode="decimal" onChange={(_, data) => change({ ...settings, toleranceText: data.value })} />
      </Field>
    </div>
  );
}
