/**
 * The confirmation before a transfer moves money: the amount and currency, the account it leaves and the one it goes
 * to, the reason, and — read once as it opens — whether the source holds the amount now. When it does not, the
 * warning says so in words: what the source holds, the amount, the shortfall, and that the transfer stays pending
 * until the source holds it.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from "@fluentui/react-components";
import type Decimal from "decimal.js";
import { amountText } from "../../../domain";
import { useLastDefined } from "../../components/use-last-defined";
import type { SourceCover } from "./transfer-cover";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: "anywhere" },
});

export interface TransferToConfirm {
  amount: Decimal;
  currency: string;
  from: string;
  to: string;
  reason: string | undefined;
}

interface TransferConfirmDialogProps {
  transfer: TransferToConfirm | undefined;
  cover: SourceCover;
  onConfirm(): void;
  onDismiss(): void;
}

export function TransferConfirmDialog({ transfer: asked, cover, onConfirm, onDismiss }: TransferConfirmDialogProps) {
  const styles = useStyles();
  const transfer = useLastDefined(asked);
  const money = (amount: Decimal) => (transfer ? `${amountText(amount, transfer.currency)} ${transfer.currency}` : "");
  return (
    <Dialog modalType="alert" open={asked !== undefined} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Transfer {transfer ? money(transfer.amount) : ""}?</DialogTitle>
          <DialogContent className={styles.content} data-testid="transfer-confirmation">
            {transfer && (
              <dl className={styles.facts}>
                <dt className={styles.term}>Amount</dt>
                <dd className={styles.value}>{money(transfer.amount)}</dd>
                <dt className={styles.term}>From</dt>
                <dd className={styles.value}>{transfer.from}</dd>
                <dt className={styles.term}>To</dt>
                <dd className={styles.value}>{transfer.to}</dd>
                {transfer.reason !== undefined && (
                  <>
                    <dt className={styles.term}>Reason</dt>
                    <dd className={styles.value}>{transfer.reason}</dd>
                  </>
                )}
              </dl>
            )}
            {cover.status === "reading" && <Spinner size="tiny" label="Reading the balance it leaves…" />}
            {cover.status === "covered" && transfer && (
              <span data-testid="transfer-cover">
                {transfer.from} holds {money(cover.balance)} now: the transfer is made at once.
              </span>
            )}
            {cover.status === "short" && transfer && (
              <MessageBar intent="warning" data-testid="transfer-cover">
                <MessageBarBody>
                  {transfer.from} holds {money(cover.balance)} now, {money(cover.shortfall)} less than the {money(transfer.amount)} to transfer. The transfer
                  stays pending until {transfer.from} holds the amount; you can cancel it until then.
                </MessageBarBody>
              </MessageBar>
            )}
            {cover.status === "unknown" && (
              <MessageBar intent="warning" data-testid="transfer-cover">
                <MessageBarBody>
                  Could not read what {transfer?.from} holds now ({cover.problem}). If it holds less than the amount, the transfer stays pending until it does.
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDismiss}>
              Not now
            </Button>
            <Button appearance="primary" disabled={cover.status === "reading"} onClick={onConfirm}>
              {cover.status === "short" ? "Transfer anyway" : "Transfer"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
