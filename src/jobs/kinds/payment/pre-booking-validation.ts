/**
 * The service's own check of the payments a run would book (payments/validate), before anything is booked: one request
 * per distinct payment shape, its refusal written beside every row of that shape. docs/provider-api.md §18 says what a
 * shape is and why rows of one shape cannot be answered differently.
 */
import { BadRequestError, type PaymentValidateParams } from "../../../api";
import { OnceEach } from "../../../domain";
import type { ColumnNames, PaymentOrder } from "../../../domain/orders";
import type { KindApi } from "../../engine/booking-api";
import { describeFailure } from "../../error-text";
import { paymentFields } from "./payment-fields";

/** A row to validate: its order and the saved beneficiary it pays. */
export interface RowToValidate {
  row: number;
  order: PaymentOrder;
  beneficiaryId: string;
}

/** As many in flight as a run sends (run-booking.ts): a check of 10,000 distinct rows keeps up with the rate budget. */
const VALIDATE_CONCURRENCY = 8;

/**
 * A row's shape: every field validate is sent (the create's, less the key, which is the run's to spend) and the
 * account it acts for. Two rows of one shape send the same request, so the service answers them alike.
 */
export function validationShape(entry: RowToValidate): { params: PaymentValidateParams; onBehalfOf: string | undefined; key: string } {
  const { order } = entry;
  // Without its date: the run may move a row to its funding conversion's date, and a date that is good at Check can
  // pass before Book, so the date is the create's to judge (docs/provider-api.md §18).
  const params = paymentFields(order, entry.beneficiaryId, order.conversionId, undefined);
  const key = JSON.stringify([order.actingAs ?? null, { ...params, amount: order.amount.toFixed() }]);
  return { params, onBehalfOf: order.actingAs, key };
}

/** What validating the rows found: each refused row with its message, and how many requests it took. */
export interface RowValidation {
  refused: Map<number, string>;
  requests: number;
}

/**
 * Asks payments/validate once per distinct shape; a refusal (or a failure to ask) is the message of every row of that
 * shape, each field named by the sheet's column (error-text.ts, through the one field-message placer).
 */
export async function validateRows(api: KindApi<"payments">, rows: readonly RowToValidate[], columns: ColumnNames): Promise<RowValidation> {
  const answers = new OnceEach<string | undefined>({ concurrency: VALIDATE_CONCURRENCY });
  const refused = new Map<number, string>();
  await Promise.all(
    rows.map(async (entry) => {
      const shape = validationShape(entry);
      const message = await answers.ask(shape.key, async () => {
        try {
          await api.payments.validate(shape.params, { onBehalfOf: shape.onBehalfOf });
          return undefined;
        } catch (error) {
          // A 400 is the service's refusal of these values; anything else says nothing about them.
          const said = describeFailure(error, columns);
          return error instanceof BadRequestError ? `the service would refuse this payment: ${said}` : `could not be checked with the service — ${said}`;
        }
      });
      if (message !== undefined) refused.set(entry.row, message);
    }),
  );
  return { refused, requests: answers.count };
}
