/**
 * The transfer form and the latest transfers, each pending one with its Cancel button. A transfer moves money, so it
 * asks first: the confirmation names the amount, currency and both accounts, and warns when the source cannot cover
 * it now (its balance read once as the confirmation opens).
 */
import { useRef, useState } from "react";
import Decimal from "decimal.js";
import { Badge, Button, Caption1, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from "@fluentui/react-components";
import type { FxDeskClient, TransferCreateParams } from "../../../api";
import { amountText } from "../../../domain";
import { statusInWords } from "../../../jobs";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import type { AccountChoice } from "./load-accounts";
import { coverOf, sourceBalance, type SourceCover } from "./transfer-cover";
import { TransferConfirmDialog } from "./transfer-confirm-dialog";
import { checkTransferDraft, submissionKey, type KeyedDraft, type TransferDraft, type TransferField } from "./transfer-draft";
import { cancelTransfer, createTransfer, isPending } from "./transfers";
import { useTransfers } from "./use-transfers";

const useStyles = makeStyles({
  form: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: tokens.spacingHorizontalS, alignItems: "end" },
  control: { width: "100%", minWidth: 0 },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  stacked: { display: "flex", flexDirection: "column", padding: `${tokens.spacingVerticalXXS} 0` },
});

const EMPTY: TransferDraft = { sourceAccountId: "", destinationAccountId: "", currency: "EUR", amount: "", reason: "" };

interface TransferFormProps {
  client: FxDeskClient;
  log: ActivityLog;
  accounts: readonly AccountChoice[];
  newKey(): string;
  /** After a transfer is made or cancelled: the balances shown have changed. */
  onMoved(): void;
}

/** Move money between the house account and its sub-accounts; the latest transfers with pending ones cancellable. */
export function TransferForm({ client, log, accounts, newKey, onMoved }: TransferFormProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<TransferDraft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<TransferField, string>>>({});
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState<{ draft: TransferDraft; params: Omit<TransferCreateParams, "unique_request_id"> } | undefined>(undefined);
  const [cover, setCover] = useState<SourceCover>({ status: "reading" });
  const coverRead = useRef<AbortController | undefined>(undefined);
  const lastSubmission = useRef<KeyedDraft | undefined>(undefined);
  const { state, reload } = useTransfers(client);
  const nameOf = (id: string) => accounts.find((account) => account.id === id)?.name ?? `account ${id}`;
  const set = (field: TransferField) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  /** Checks the form, then opens the confirmation and reads the source's balance once for it. */
  const review = () => {
    const checked = checkTransferDraft(draft);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const { source_account_id: source, currency } = checked.params;
    const amount = new Decimal(checked.params.amount);
    coverRead.current?.abort();
    const controller = new AbortController();
    coverRead.current = controller;
    setCover({ status: "reading" });
    setConfirming({ draft, params: checked.params });
    sourceBalance(client, source, currency, controller.signal).then(
      (balance) => !controller.signal.aborted && setCover(coverOf(balance, amount)),
      (error: unknown) => !controller.signal.aborted && setCover({ status: "unknown", problem: describeError(error).message }),
    );
  };

  const dismiss = () => {
    coverRead.current?.abort();
    setConfirming(undefined);
  };

  const submit = async (confirmed: { draft: TransferDraft; params: Omit<TransferCreateParams, "unique_request_id"> }) => {
    dismiss();
    // Same form, same key: a second click or a retry after a lost answer finds the transfer already made.
    const submission = submissionKey(confirmed.draft, lastSubmission.current, newKey);
    lastSubmission.current = submission;
    setWorking(true);
    try {
      const transfer = await createTransfer(client, confirmed.params, submission.key);
      log.add(
        "success",
        `Transfer ${transfer.short_reference}: ${amountText(transfer.amount, transfer.currency)} ${transfer.currency} from ${nameOf(transfer.source_account_id)} to ${nameOf(transfer.destination_account_id)} — ${isPending(transfer) ? `pending until ${nameOf(transfer.source_account_id)} holds the amount` : statusInWords(transfer.status).toLowerCase()}`,
      );
      setDraft((current) => ({ ...current, amount: "", reason: "" }));
      lastSubmission.current = undefined;
      onMoved();
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Transfer not made: ${described.message}`, described.requestId);
    } finally {
      setWorking(false);
      reload();
    }
  };

  const cancel = async (id: string, reference: string) => {
    try {
      await cancelTransfer(client, id);
      log.add("info", `Transfer ${reference} cancelled`);
      onMoved();
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Could not cancel transfer ${reference}: ${described.message}`, described.requestId);
    } finally {
      reload();
    }
  };

  const accountField = (label: string, field: "sourceAccountId" | "destinationAccountId") => (
    <Field label={label} validationMessage={problems[field]}>
      <Select className={styles.control} value={draft[field]} onChange={(_, data) => set(field)(data.value)}>
        <option value="">Choose…</option>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <>
      <div className={styles.form}>
        {accountField("From", "sourceAccountId")}
        {accountField("To", "destinationAccountId")}
        <Field label="Currency" validationMessage={problems.currency}>
          <Input className={styles.control} value={draft.currency} onChange={(_, data) => set("currency")(data.value)} />
        </Field>
        <Field label="Amount" validationMessage={problems.amount}>
          <Input className={styles.control} value={draft.amount} placeholder="1,000.00" onChange={(_, data) => set("amount")(data.value)} />
        </Field>
        <Field label="Reason (optional)" validationMessage={problems.reason}>
          <Input className={styles.control} value={draft.reason} onChange={(_, data) => set("reason")(data.value)} />
        </Field>
        <Button appearance="primary" disabled={working} onClick={review}>
          Transfer…
        </Button>
      </div>
      <TransferConfirmDialog
        transfer={
          confirming && {
            amount: new Decimal(confirming.params.amount),
            currency: confirming.params.currency,
            from: nameOf(confirming.params.source_account_id),
            to: nameOf(confirming.params.destination_account_id),
            reason: confirming.params.reason,
          }
        }
        cover={cover}
        onDismiss={dismiss}
        onConfirm={() => confirming && void submit(confirming)}
      />
      {state.status === "failed" && <Caption1 role="alert">Could not read the latest transfers: {state.error.message}</Caption1>}
      {state.status === "loaded" && state.transfers.length > 0 && (
        <Table size="extra-small" aria-label="Latest transfers" data-testid="transfers-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Transfer</TableHeaderCell>
              <TableHeaderCell className={styles.number}>Amount and status</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.transfers.map((transfer) => (
              <TableRow key={transfer.id} data-reference={transfer.short_reference}>
                <TableCell>
                  <div className={styles.stacked}>
                    {nameOf(transfer.source_account_id)} → {nameOf(transfer.destination_account_id)}
                    <Caption1>{transfer.short_reference}</Caption1>
                  </div>
                </TableCell>
                <TableCell className={styles.number}>
                  <div className={styles.stacked}>
                    {amountText(transfer.amount, transfer.currency)} {transfer.currency}
                    <span>
                      <Badge appearance="tint" color={transfer.status === "completed" ? "success" : isPending(transfer) ? "warning" : "subtle"}>
                        {statusInWords(transfer.status)}
                      </Badge>
                      {isPending(transfer) && (
                        <Button size="small" appearance="subtle" aria-label={`Cancel ${transfer.short_reference}`} onClick={() => void cancel(transfer.id, transfer.short_reference)}>
                          Cancel
                        </Button>
                      )}
                    </span>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
