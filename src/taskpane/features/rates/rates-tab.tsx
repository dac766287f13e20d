import { useEffect, useState } from "react";
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Select,
  Switch,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { FeatureProps } from "../../components/feature";
import { useLayoutStyles } from "../../components/layout-styles";
import { TitledSection } from "../../components/titled-section";
import { describeError } from "../../components/describe-error";
import { loadFunctionMetadata, pauseLive, refreshReports, resumeLive } from "../../../functions";
import { buildFormula, formulaDefinitions, type FormulaDefinition } from "./formula-builder";

const useStyles = makeStyles({
  // A formula reads as code and may break anywhere; what is missing reads as a sentence, whole words.
  preview: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all" },
});

type FormulaList = { state: "loading" } | { state: "loaded"; formulas: readonly FormulaDefinition[] } | { state: "failed"; problem: string };

/** The builder's functions, from the functions.json the build wrote beside the page. */
function useFormulaList(): FormulaList {
  const [list, setList] = useState<FormulaList>({ state: "loading" });
  useEffect(() => {
    let mounted = true;
    loadFunctionMetadata().then(
      (metadata) => {
        if (mounted) setList({ state: "loaded", formulas: formulaDefinitions(metadata) });
      },
      (error: unknown) => {
        if (mounted) setList({ state: "failed", problem: `Could not load the FX functions: ${describeError(error).message}` });
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return list;
}

/** Rates: build an FX.* formula into the active cell, refresh FX formulas, pause live rates. */
export function RatesTab({ host, log }: FeatureProps) {
  const layout = useLayoutStyles();
  const formulaList = useFormulaList();
  const [livePaused, setLivePaused] = useState(false);

  const refresh = async () => {
    try {
      // A recalculation alone reuses a report fetched within its freshness window; Refresh means "ask again".
      refreshReports();
      await host.recalculateFxFormulas();
      log.add("info", "Recalculated FX formulas");
    } catch (error) {
      log.add("error", `Could not recalculate: ${describeError(error).message}`);
    }
  };

  const toggleLive = (paused: boolean) => {
    if (paused) pauseLive();
    else resumeLive();
    setLivePaused(paused);
    log.add("info", paused ? "Live rates paused; live cells keep their last value" : "Live rates resumed");
  };

  return (
    <div className={layout.sections}>
      <TitledSection headingId="fxdesk-builder-title" title="Formula builder">
        {formulaList.state === "loaded" ? (
          <FormulaBuilder formulas={formulaList.formulas} host={host} log={log} />
        ) : (
          <Caption1 role={formulaList.state === "failed" ? "alert" : undefined}>
            {formulaList.state === "failed" ? formulaList.problem : "Loading the FX functions…"}
          </Caption1>
        )}
      </TitledSection>
      <TitledSection headingId="fxdesk-refresh-title" title="Formulas in the workbook">
        <div className={layout.actions}>
          <Button onClick={refresh}>Refresh FX formulas</Button>
          <Switch label="Pause live rates" checked={livePaused} onChange={(_, data) => toggleLive(data.checked)} />
        </div>
        <Caption1>Paused live cells keep their last value until you resume.</Caption1>
      </TitledSection>
    </div>
  );
}

/** Pick a function, fill its arguments, insert the formula into the active cell. */
function FormulaBuilder({ formulas, host, log }: { formulas: readonly FormulaDefinition[] } & Pick<FeatureProps, "host" | "log">) {
  const [name, setName] = useState(formulas[0]!.name);
  const [values, setValues] = useState<Record<string, string>>({});
  // Fields the person has left (blur): a required field left empty is a mistake from then on, not before.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const styles = useStyles();
  const definition = formulas.find((candidate) => candidate.name === name) ?? formulas[0]!;
  const built = buildFormula(definition, values);
  const touched = (argName: string) => (values[argName] ?? "").trim() !== "" || left.has(argName);
  // Beside a field only once something is typed in it or it was left: an untouched required field is not yet a mistake.
  const problemBeside = (argName: string) => (!built.ok && built.argument === argName && touched(argName) ? built.problem : undefined);
  // Before the person has touched what is missing, the preview says what to do rather than reporting an error.
  const preview = built.ok ? built.formula : built.argument !== undefined && !touched(built.argument) ? "Fill in the arguments to see the formula." : built.problem;
  const leave = (argName: string) => setLeft((before) => (before.has(argName) ? before : new Set([...before, argName])));

  const insert = async () => {
    if (!built.ok) return;
    try {
      await host.workbook.writeFormulaToActiveCell(built.formula);
      const cell = await host.workbook.getActiveCell();
      log.add("success", `Wrote ${built.formula} into ${cell.address}`);
    } catch (error) {
      log.add("error", `Could not write the formula: ${describeError(error).message}`);
    }
  };

  return (
    <>
      <Field label="Function" hint={definition.description}>
        <Select
          value={name}
          onChange={(_, data) => {
            setName(data.value);
            setLeft(new Set());
          }}
        >
          {formulas.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
            </option>
          ))}
        </Select>
      </Field>
      {definition.args.map((arg) => (
        <Field
          key={`${definition.name}.${arg.name}`}
          label={arg.optional ? `${arg.label} (optional)` : arg.label}
          hint={arg.description}
          validationMessage={problemBeside(arg.name)}
        >
          {arg.kind === "choice" || arg.kind === "boolean" ? (
            <Select value={values[arg.name] ?? ""} onBlur={() => leave(arg.name)} onChange={(_, data) => setValues({ ...values, [arg.name]: data.value })}>
              <option value="">{arg.optional ? "(default)" : "Choose…"}</option>
              {arg.choices?.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          ) : (
            <Input
              value={values[arg.name] ?? ""}
              inputMode={arg.kind === "number" || arg.kind === "amount" ? "decimal" : "text"}
              placeholder={arg.placeholder}
              onBlur={() => leave(arg.name)}
              onChange={(_, data) => setValues({ ...values, [arg.name]: data.value })}
            />
          )}
        </Field>
      ))}
      <Body1 className={built.ok ? styles.preview : undefined} aria-live="polite" data-testid="formula-preview">
        {preview}
      </Body1>
      <Button appearance="primary" disabledFocusable={!built.ok} onClick={insert}>
        Insert into active cell
      </Button>
    </>
  );
}
