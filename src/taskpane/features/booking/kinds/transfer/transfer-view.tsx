/**
 * The transfer kind in the task pane: the Transfer tab (after Balances, under More tabs), what each source account
 * gives against what it holds in the preview and in the confirmation, and each row's two accounts in words.
 */
import { sourceNeeds } from "../../../../../jobs";
import { amountText } from "../../../../../domain";
import type { BookingKind, KindView } from "../../kind-view";
import { SourceNeedsTable, SourceShortfalls } from "./transfer-sources";
import { transferKind } from "../../../../../jobs/kinds/transfer";

const transferView: KindView<"transfer"> = {
  tab: { id: "transfer", after: "balances" },
  Preview: ({ job, choices }) => {
    const needs = sourceNeeds(job, choices);
    return (
      <>
        <SourceNeedsTable needs={needs} label="Moved per source account against what it holds" />
        <SourceShortfalls needs={needs} />
      </>
    );
  },
  Review: ({ job, confirmation }) => {
    const needs = sourceNeeds(job, confirmation);
    return (
      <>
        <SourceNeedsTable needs={needs} label="What each source account gives, per currency" />
        <SourceShortfalls needs={needs} />
      </>
    );
  },
  rowDetails: (job) =>
    new Map(
      job.rows.flatMap((plan) => {
        const move = job.preview.moves.get(plan.row);
        return plan.state !== "ready" || move === undefined ? [] : [[plan.row, `${amountText(plan.order.amount, plan.order.currency)} ${plan.order.currency} from ${move.source.name} to ${move.destination.name}`] as const];
      }),
    ),
};

/** The transfer kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const transfer: BookingKind<typeof transferKind> = { spec: transferKind, view: transferView };
