/**
 * The Convert tab's rate settings: "Hold rates for" (the service holds each row's rate that long, booked at exactly
 * that rate) or "Don't hold" (indicative rates, priced again just before booking), and the tolerance of that re-pricing.
 * They apply from the next check; the account's hold periods are set up by its account manager and no call lists them,
 * so the person picks one and the check says when the account refuses it.
 */
import { useState, type ReactNode } from "react";
import { Field, Input, Link, Select, makeStyles, tokens } from "@fluentui/react-components";
import { HOLD_PERIODS, type HoldPeriod } from "../../../../../jobs";
import { DEFAULT_RATE_SETTINGS, forgetRateSettings, loadRateSettings, rememberedRateSettings, saveRateSettings, toleranceProblem, type RateSettingsInput } from "./agreed-rate-settings";

const useStyles = makeStyles({
  // Each field keeps its label, box and hint together when the other's hint is longer (a remembered value says so).
  settings: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  field: { flex: "1 1 9rem", minWidth: 0 },
  // Fluent's Input is wide by default: here it shares the 360 px pane with the hold period.
  input: { minWidth: 0, width: "100%" },
});

export function RateSettings({ disabled }: { disabled: boolean }) {
  const styles = useStyles();
  const [settings, setSettings] = useState<RateSettingsInput>(() => loadRateSettings());
  const change = (next: RateSettingsInput) => {
    setSettings(next);
    // Settings back at the defaults are nothing to remember: the field then stops saying it is remembered.
    const remembered = rememberedRateSettings(next);
    if (remembered.holdPeriod || remembered.tolerance) saveRateSettings(next);
    else forgetRateSettings();
  };
  const problem = toleranceProblem(settings.toleranceText);
  const held = settings.holdPeriod !== "none";
  const remembered = rememberedRateSettings(settings);
  return (
    <div className={styles.settings} data-testid="rate-settings">
      <Field
        className={styles.field}
        label="Hold rates for"
        hint={
          <>
            {held ? "Booked at exactly the held rate" : "Rates are indicative, priced again before booking"}
            {remembered.holdPeriod && (
              <Remembered testId="hold-period-remembered" disabled={disabled} onForget={() => change({ ...settings, holdPeriod: DEFAULT_RATE_SETTINGS.holdPeriod })}>
                Use the default, don&apos;t hold
              </Remembered>
            )}
          </>
        }
      >
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
        hint={
          problem === undefined ? (
            <>
              {held ? "For rows whose rate cannot be held" : "A row whose rate moved more against you is held"}
              {remembered.tolerance && (
                <Remembered testId="tolerance-remembered" disabled={disabled} onForget={() => change({ ...settings, toleranceText: DEFAULT_RATE_SETTINGS.toleranceText })}>
                  Use the default, {DEFAULT_RATE_SETTINGS.toleranceText} %
                </Remembered>
              )}
            </>
          ) : undefined
        }
      >
        <Input className={styles.input} value={settings.toleranceText} disabled={disabled} inputMode="decimal" onChange={(_, data) => change({ ...settings, toleranceText: data.value })} />
      </Field>
    </div>
  );
}

/**
 * Says that a setting's value was kept from an earlier change on this device (it applies to every check until
 * changed), with the way back to the default, which forgets it.
 */
function Remembered({ testId, disabled, onForget, children }: { testId: string; disabled: boolean; onForget(): void; children: ReactNode }) {
  return (
    <span data-testid={testId}>
      {". Remembered on this device: "}
      <Link as="button" inline disabled={disabled} onClick={onForget}>
        {children}
      </Link>
    </span>
  );
}
