/**
 * Where a payment is and proof it went: GET /v2/payments/{id}/tracking_info (SW GetPaymentTrackingInfo) and
 * GET /v2/payments/{id}/confirmation (SW GetPaymentConfirmation), with each operation's own refusals
 * (docs/provider-api.md §19; what the demo service models: docs/demo-service.md "Payment tracking and confirmations").
 */
import type { FastifyInstance } from "fastify";
import { badRequest, DemoError, message, notFound } from "../errors";
import { isUuid } from "../params";
import { paymentConfirmation } from "../payment-confirmations";
import { trackingInfo } from "../payment-tracking";
import { acting, readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId, type StoredPayment } from "../state";
import { ownedBeneficiary } from "./beneficiaries";

// Assumption: the reference names the messages of both operations but not their error_code; these follow the
// `<resource>_<operation>_failed` pattern of the others.
const TRACKING_FAILED = "payment_tracking_info_failed";
const CONFIRMATION_FAILED = "payment_confirmation_failed";

/** Assumption, as on every route: on_behalf_of reads a sub-account's payment (GetPaymentConfirmation lists its errors). */
const SPEC = { on_behalf_of: { kind: "uuid" } } as const;

function livePayment(demoService: DemoRuntime, id: string, accountId: string): StoredPayment | undefined {
  const stored = byId(demoService.store.data.payments, id);
  return stored && stored.accountId === accountId && stored.wire.status !== "deleted" ? stored : undefined;
}

export function registerPaymentProofRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get<{ Params: { id: string } }>("/v2/payments/:id/tracking_info", async (request) => {
    if (!isUuid(request.params.id)) throw badRequest(TRACKING_FAILED, "id", message("payment_id_is_not_valid_uuid", "payment_id should be in UUID format"));
    const params = readParams(request, SPEC, TRACKING_FAILED);
    const who = acting(demoService, request, params.on_behalf_of, TRACKING_FAILED);
    if (!demoService.switches.paymentTracking) {
      throw new DemoError(403, "permission_denied", { base: [message("permission_denied", "You do not have permission 'payment_tracking' to perform this operation")] });
    }
    const stored = livePayment(demoService, request.params.id, who.accountId);
    if (stored === undefined) throw notFound("payment");
    // Only Swift payments pass through the gpi tracker.
    if (stored.wire.payment_type !== "priority") throw badRequest(TRACKING_FAILED, "base", message("payment_is_not_swift", "You cannot track non-swift payments"));
    const payeeBic = ownedBeneficiary(demoService, stored.wire.beneficiary_id, stored.accountId)?.wire.bic_swift ?? null;
    const info = trackingInfo(stored.wire, payeeBic || null);
    if (info === undefined) throw badRequest(TRACKING_FAILED, "base", message("payment_is_not_executed", "This payment is not executed yet, please try again later"));
    return info;
  });

  app.get<{ Params: { id: string } }>("/v2/payments/:id/confirmation", async (request) => {
    if (!isUuid(request.params.id)) throw badRequest(CONFIRMATION_FAILED, "id", message("id_is_not_valid_uuid", "id should be in UUID format"));
    const params = readParams(request, SPEC, CONFIRMATION_FAILED);
    const who = acting(demoService, request, params.on_behalf_of, CONFIRMATION_FAILED);
    const stored = livePayment(demoService, request.params.id, who.accountId);
    // GetPaymentConfirmation answers an unknown payment 400, not 404.
    if (stored === undefined) throw badRequest(CONFIRMATION_FAILED, "id", message("payment_not_found", "Payment was not found for this id"));
    if (stored.wire.status !== "completed" && stored.wire.status !== "failed") {
      throw new DemoError(422, "unprocessable_entity", { base: [message("unprocessable_entity", "Payment should be in 'Completed' or 'Failed' status")] });
    }
    return paymentConfirmation(demoService.store.data, stored.wire, stored.accountId, demoService.clock.now(), `${request.protocol}://${request.host}`);
  });
}
