/** The demo top-up form: currency and amount checked beside their fields before anything is sent. */
import { useState } from "react";
import { Button, Field, Input } from "@fluentui/react-components";
import type { FxDeskClient } from "../../../api";
import { amountText, parseAmount, parseCurrency } from "../../../domain";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { useLayoutStyles } from "../../components/layout-styles";
import { topUpDemoBalance } from "./demo-top-up";

interface DemoTopUpFormProps {
  client: FxDeskClient;
  log: ActivityLog;
  actingAs: string | undefined;
  accountLabel: string;
  newKey(): string;
  onToppedUp(): void;
}

/** Demo environments only (the panel does not render it elsewhere): credit pretend funds to the account acted for. */
export function DemoTopUpForm({ client, log, actingAs, accountLabel, newKey, onToppedUp }: DemoTopUpFormProps) {
  const layout = useLayoutStyles();
  const [currency, setCurrency] = useState("EUR");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<{ field: "currency" | "amount"; message: string } | undefined>();
  const [working, setWorking] = useState(false);

  const submit = async () => {
    let code: string;
    try {
      code = parseCurrency(currency, "currency");
    } catch (error) {
      return setProblem({ field: "currency", message: describeError(error).message });
    }
    try {
      parseAmount(amount, code, "amount");
    } catch (error) {
      return setProblem({ field: "amount", message: describeError(error).message });
    }
    setProblem(undefined);
    setWorking(true);
    try {
      const topUp = await topUpDemoBalance(client, { actingAs, currency: code, amount, topUpId: newKey() });
      log.add("success", `Demo top-up: ${amountText(topUp.amount, topUp.currency)} ${topUp.currency} credited to ${accountLabel}`);
      setAmount("");
      onToppedUp();
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Demo top-up failed: ${described.message}`, described.requestId);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className={layout.shortFields}>
      <Field label="Currency" validationMessage={problem?.field === "currency" ? problem.message : undefined}>
        <Input className={layout.fill} value={currency} onChange={(_, data) => setCurrency(data.value)} />
      </Field>
      <Field label="Amount" validationMessage={problem?.field === "amount" ? problem.message : undefined}>
        <Input className={layout.fill} value={amount} onChange={(_, data) => setAmount(data.value)} placeholder="10,000.00" />
      </Field>
      <Button disabled={working} onClick={() => void submit()}>
        Top up (demo)
      </Button>
    </div>
  );
}
