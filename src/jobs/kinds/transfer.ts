/**
 * The transfer kind: rows that each move an amount in one currency from one account of the house to another — the
 * house account or a sub-account, named as a person knows it (jobs/house-accounts.ts, shared with the Acting as column) — e.g. funding fifty
 * clients at month end. Its check names both accounts of every row, holds rows repeating another row, and measures
 * what each source gives against what it holds (transfer/source-funds.ts: a shortfall waits, pending, and is said
 * before booking). Each row is sent under its key as `unique_request_id` (any text of up to 100 characters, SW
 * CreateTransfer), by which a re-run or a resume finds what an earlier run booked; statuses are read one by one.
 */
import type { Transfer } from "../../api/schemas";
import { amountText } from "../../domain";
import type { DateSystem } from "../../domain/dates";
import { ColumnNames } from "../../domain/orders";
import { normalizedReference } from "../../domain/orders/duplicate-payments";
import { parseTransferOrder, TRANSFER_FIELDS, type TransferOrder } from "../../domain/orders/transfer-order";
import { TEXT_FORMAT } from "../../workbook";
import { AMOUNT_FORMAT, BOOKED, type Booking, CheckCounter, type CheckOptions, COMMON_CURRENCIES, currencyList, EXAMPLE_MARKER, type JobContext, type KindApi, type KindCheck, type KindSpec, type KindStatuses, kindTemplate, type NoTerms, type OrderSheet, type ReadyRow, readyRows, refuse, type RowCalls, type RowPlan, type RunCallOptions, SHORT_REF_HEADER, STATUS_HEADER, statusInWords, trackRequestId, utcDateTimeCell } from "../engine/kind-kit";
import { HouseAccounts } from "../house-accounts";
import { readSourceFunds, type SourceFunds, type TransferMove } from "./transfer/source-funds";

/** The transfer kind names accounts, reads balances and books transfers. */
const TRANSFER_RESOURCES = ["accounts", "balances", "transfers"] as const;
type TransferResource = (typeof TRANSFER_RESOURCES)[number];
type TransferApi = KindApi<TransferResource>;

export interface TransferPreview {
  /** Each ready row's two accounts, by sheet row (0-based). */
  moves: ReadonlyMap<number, TransferMove>;
  /** What every account holds per currency (key `accountId|currency`), less its transfers out still pending. */
  funds: ReadonlyMap<string, SourceFunds>;
}

async function checkTransfers(ctx: JobContext<TransferResource>, sheet: OrderSheet, plans: RowPlan<TransferOrder>[], check: CheckOptions): Promise<KindCheck<TransferOrder, TransferPreview, TransferResource>> {
  const columns = ColumnNames.of(sheet.mapping);
  const counter = new CheckCounter(plans.length, check, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - readyRows(plans).length);
  // A resumed run finds its own pending transfers at the service: they count once, as rows.
  const own = new Set(readyRows(plans).flatMap((plan) => (plan.existingKey === undefined ? [] : [plan.existingKey])));
  const [accounts, funds] = await Promise.all([HouseAccounts.load(ctx.api), readSourceFunds(ctx.api, own)]);
  counter.throwIfCancelled();

  const moves = new Map<number, TransferMove>();
  for (const plan of readyRows(plans)) {
    const source = accounts.named(plan.order.source);
    const destination = accounts.named(plan.order.destination);
    const problems = [
      ...(source.ok ? [] : [`${columns.name("source_account_id")}: ${source.problem}`]),
      ...(destination.ok ? [] : [`${columns.name("destination_account_id")}: ${destination.problem}`]),
    ];
    if (source.ok && destination.ok && source.account.id === destination.account.id) {
      problems.push(`${columns.name("destination_account_id")}: names ${destination.account.name}, the source account too — a transfer moves money between two accounts`);
    }
    if (problems.length > 0 || !source.ok || !destination.ok) refuse(plans, plan.row, problems.join("; "));
    else moves.set(plan.row, { source: source.account, destination: destination.account });
  }
  holdRepeats(readyRows(plans), moves);
  counter.rowsChecked(moves.size);
  counter.finish();
  return {
    preview: { moves, funds },
    funds: new Map(),
    drawn: () => [],
    totals: (sending) => sending.map((plan) => ({ actingAs: undefined, currency: plan.order.currency, amount: plan.order.amount })),
    startRun: ({ api, dates }) => ({ row: (plan) => transferCalls(api, plan, moves.get(plan.row) as TransferMove, dates) }),
  };
}

/** Rows moving the same amount between the same accounts for the same reason: most likely one row pasted twice. */
function holdRepeats(ready: readonly ReadyRow<TransferOrder>[], moves: ReadonlyMap<number, TransferMove>): void {
  const signature = (plan: ReadyRow<TransferOrder>, move: TransferMove) =>
    [move.source.id, move.destination.id, plan.order.currency, plan.order.amount.toFixed(), normalizedReference(plan.order.reason ?? "")].join("|");
  const moved = ready.flatMap((plan) => {
    const move = moves.get(plan.row);
    return move === undefined ? [] : [{ plan, signature: signature(plan, move) }];
  });
  for (const { plan, signature: own } of moved) {
    plan.duplicateOf = moved.filter((other) => other.signature === own && other.plan !== plan).map((other) => `row ${other.plan.row + 1}`);
  }
}

/** A row's transfer: found by the request id its key gives (an earlier run may have made it), or created under it. */
function transferCalls(api: TransferApi, plan: ReadyRow<TransferOrder>, move: TransferMove, dates: DateSystem): RowCalls {
  const { order } = plan;
  const asBooked = (transfer: Transfer, requestId: string | undefined): Booking => ({ ...transferBooking(transfer, dates, requestId), differences: transferDifferences(order, move, transfer) });
  return {
    find: async (key: string, options: RunCallOptions) => {
      const tracked = trackRequestId(options);
      const [found] = (await api.transfers.find({ unique_request_id: key }, tracked.options)).transfers;
      return found === undefined ? undefined : asBooked(found, tracked.requestId());
    },
    create: async (key: string, options: RunCallOptions) => {
      const tracked = trackRequestId(options);
      const transfer = await api.transfers.create(
        {
          source_account_id: move.source.id,
          destination_account_id: move.destination.id,
          currency: order.currency,
          amount: order.amount,
          reason: order.reason,
          unique_request_id: key,
        },
        tracked.options,
      );
      const booked = asBooked(transfer, tracked.requestId());
      return transfer.status === "pending" ? { ...booked, note: `pending: it moves once ${move.source.name} holds ${amountText(order.amount, order.currency)} ${order.currency}` } : booked;
    },
  };
}

/** How a transfer found by the row's key differs from the row now (an edited row); empty when it matches. */
function transferDifferences(order: TransferOrder, move: TransferMove, transfer: Transfer): string[] {
  const differences: string[] = [];
  if (transfer.source_account_id !== move.source.id || transfer.destination_account_id !== move.destination.id) {
    differences.push(`accounts: the booked transfer moves money between other accounts than ${move.source.name} and ${move.destination.name}`);
  }
  if (transfer.currency !== order.currency || !transfer.amount.equals(order.amount)) {
    differences.push(`amount: booked ${amountText(transfer.amount, transfer.currency)} ${transfer.currency}, row ${amountText(order.amount, order.currency)} ${order.currency}`);
  }
  return differences;
}

function transferBooking(transfer: Transfer, dates: DateSystem, requestId: string | undefined): Booking {
  return {
    id: transfer.id,
    requestId,
    shortReference: transfer.short_reference,
    audit: { amount: transfer.amount, currency: transfer.currency, beneficiary: undefined, status: statusInWords(transfer.status) },
    madeAt: utcDateTimeCell(transfer.created_at, dates),
    cells: {
      [SHORT_REF_HEADER]: transfer.short_reference,
      [STATUS_HEADER]: statusInWords(transfer.status),
    },
  };
}

/** Statuses one by one: pending until the source holds the money, then completed; or cancelled. */
const TRANSFER_STATUSES: KindStatuses<TransferResource> = {
  one: async (api, row) => transferStatus(await api.transfers.get(row.id)),
};

/** A transfer's status in words, and what it means for the money. */
export function transferStatus(transfer: Pick<Transfer, "status" | "amount" | "currency" | "completed_at">): { status: string; message: string } {
  const messages: Record<string, string> = {
    pending: `pending: it moves once the source account holds ${amountText(transfer.amount, transfer.currency)} ${transfer.currency}`,
    completed: `completed${transfer.completed_at === null ? "" : ` ${transfer.completed_at.slice(0, 10)}`}: the money has moved`,
    cancelled: "cancelled: no money moved — book a new transfer if it is still due",
  };
  return { status: statusInWords(transfer.status), message: Object.hasOwn(messages, transfer.status) ? (messages[transfer.status] as string) : "" };
}

export const transferKind = {
  kind: "transfer" as const,
  resources: TRANSFER_RESOURCES,
  labels: {
    singular: "transfer",
    plural: "transfers",
    tab: "Transfer",
    title: "Move money between accounts",
    intro:
      "Select rows that each move an amount from one account to another — House, or a sub-account by its name or short reference — then check them. Funding every client at month end is one sheet.",
    totals: { caption: "Amount moved per currency", currency: "Moved" },
    duplicate: "same accounts, currency, amount and reason",
  },
  fields: TRANSFER_FIELDS,
  template: kindTemplate({
    sheet: "Transfers",
    table: "FxTransfers",
    legendSheet: "Allowed values (transfers)",
    marked: "reason",
    columns: [
      { field: "source_account_id", format: TEXT_FORMAT, required: "yes", allowed: "Where the money leaves: House, or a sub-account's name or short reference, as the Balances tab lists it", example: "House" },
      { field: "destination_account_id", format: TEXT_FORMAT, required: "yes", allowed: "Where the money goes: House, or a sub-account's name or short reference; not the source account", example: "Acme Ltd" },
      { field: "currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency moved: the source's balance in it pays."), example: "EUR" },
      { field: "amount", format: AMOUNT_FORMAT, required: "yes", allowed: "A positive amount with at most the currency's decimals (JPY none, EUR 2); never rounded", example: 2500 },
      { field: "reason", format: TEXT_FORMAT, required: "no", allowed: "Why the money moves, up to 255 characters", example: EXAMPLE_MARKER },
    ],
  }),
  doneWords: BOOKED,
  resultColumns: [{ header: SHORT_REF_HEADER, format: TEXT_FORMAT }],
  houseOnly: true,
  checkBudget: "authenticated",
  parse: parseTransferOrder,
  check: checkTransfers,
  statuses: TRANSFER_STATUSES,
} satisfies KindSpec<TransferOrder, TransferPreview, TransferResource, NoTerms>;
