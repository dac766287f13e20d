/** The statement form: currency and UTC days checked beside their fields, then every page written to the sheet. */
import { useState } from "react";
import { Button, Field, Input, Spinner } from "@fluentui/react-components";
import type { FxDeskClient } from "../../../api";
import { checkStatementRequest, loadStatement, statementBlock, statementSheetName, writeBlock } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { useLayoutStyles } from "../../components/layout-styles";
import { plural } from "../../../domain";

interface StatementFormProps {
  client: FxDeskClient;
  workbook: WorkbookPort;
  log: ActivityLog;
  actingAs: string | undefined;
  accountLabel: string;
  /** The service's clock: the day the range ends by default, and when the statement was read. */
  now: () => number;
}

type Field = "currency" | "from" | "to";

/** A currency's ledger over a date range into a sheet of its own ("Statement EUR"), every page; again refreshes it. */
export function StatementForm({ client, workbook, log, actingAs, accountLabel, now }: StatementFormProps) {
  const layout = useLayoutStyles();
  const today = new Date(now()).toISOString().slice(0, 10);
  const [currency, setCurrency] = useState("EUR");
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [problem, setProblem] = useState<{ field: Field; message: string } | undefined>();
  const [working, setWorking] = useState(false);

  const submit = async () => {
    let checked: { currency: string; from: string; to: string };
    try {
      checked = checkStatementRequest({ currency, from, to });
    } catch (error) {
      const field = (error as { field?: string }).field;
      return setProblem({ field: field === "from" || field === "to" ? field : "currency", message: describeError(error).message });
    }
    setProblem(undefined);
    setWorking(true);
    try {
      const statement = await loadStatement(client.core, { ...checked, actingAs, now });
      const written = await writeBlock(workbook, statementBlock(statement), { kind: "sheet", sheet: statementSheetName(checked.currency) });
      const count = statement.lines.length;
      log.add("success", `${written.refreshed ? "Refreshed" : "Wrote"} the ${checked.currency} statement of ${accountLabel}, ${checked.from} to ${checked.to}: ${plural(count, "line")} in ${written.address}`);
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Could not write the ${checked.currency} statement: ${described.message}`, described.requestId);
    } finally {
      setWorking(false);
    }
  };
  const messageFor = (field: Field) => (problem?.field === field ? problem.message : undefined);

  return (
    <div className={layout.shortFields}>
      <Field label="Currency" validationMessage={messageFor("currency")}>
        <Input className={layout.fill} value={currency} onChange={(_, data) => setCurrency(data.value)} />
      </Field>
      <Field label="From (UTC day)" validationMessage={messageFor("from")}>
        <Input className={layout.fill} value={from} placeholder="YYYY-MM-DD" onChange={(_, data) => setFrom(data.value)} />
      </Field>
      <Field label="To (UTC day)" validationMessage={messageFor("to")}>
        <Input className={layout.fill} value={to} placeholder="YYYY-MM-DD" onChange={(_, data) => setTo(data.value)} />
      </Field>
      <Button disabled={working} onClick={() => void submit()}>
        Statement to sheet
      </Button>
      {working && <Spinner size="tiny" label="Reading transactions…" />}
    </div>
  );
}
