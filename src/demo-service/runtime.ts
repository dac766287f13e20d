/** What every route needs from the running service; one object so routes stay free of start-up concerns. */
import type { ListedPurposeCode } from "./rules/purpose-codes";
import type { ContactInput } from "./wire";
import type { DemoClock } from "./clock";
import type { Lifecycle } from "./ledger/lifecycle";
import type { RatesTable } from "./rates-table";
import type { Sessions } from "./sessions";
import type { DemoData } from "./state";
import type { UniqueKeys } from "./unique-keys";

interface DemoSwitches {
  /** SW marks `unique_request_id` required on payments/create since 2023; the guides say optional (docs/provider-api.md §12.1). */
  paymentsRequireUniqueRequestId: boolean;
  /** Payments are created `awaiting_authorisation` and need another user's `payments/authorise`. */
  approvalWorkflow: boolean;
  /** How many different users must authorise a payment created under the approval workflow (1 or more). */
  authorisationSteps: number;
  /** The account holds the payment_tracking permission (SW GetPaymentTrackingInfo answers 403 without it). */
  paymentTracking: boolean;
  /**
   * The signed-in login may ask the payee name check: the provider enables it per login (the guides: "Make sure your
   * Contact ID is enabled to access this product"); without it the check answers the refusal of
   * routes/account-verification.ts (docs/provider-api.md §16).
   */
  payeeNameCheck: boolean;
  /**
   * The account is in scope for strong customer authentication (the guide "SCA for API Payments"): validate answers
   * `x-sca-required: true` and create refuses a payment sent without the one-time code. Off by default, as for the
   * recorded demo login (PY `payments/validate.json`: `X-Sca-Required: false`).
   */
  strongCustomerAuthentication: boolean;
  /**
   * The largest `per_page` a find takes: MAX_PER_PAGE (src/demo-service/pagination.ts, an Assumption) unless a test
   * lowers it (`POST /__admin/page-limit`), e.g. to the 25 docs/provider-api.md §20 reports of the provider's demo.
   */
  pageLimit: number;
}

export interface DemoRuntime {
  clock: DemoClock;
  /** The current data; replaced as a whole by a reset, so always read it through this holder. */
  store: { data: DemoData };
  sessions: Sessions;
  rates: RatesTable;
  lifecycle: Lifecycle;
  switches: DemoSwitches;
  /** Purpose codes listed for routes by the demo's own control (purpose-codes.ts); a reset empties the list. */
  listedPurposeCodes: ListedPurposeCode[];
  uniqueKeys: UniqueKeys;
  /** Records that the request changed data: its answer waits until the change is saved, or is a 503 (snapshot.ts). */
  changed(): void;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's contact; set for every authenticated route. */
    demoUser: ContactInput | null;
    /** What the snapshot had lost when the request began (SnapshotWriter.ticket). */
    snapshotTicket: number;
    /** The largest `per_page` a find takes while this request is answered (DemoSwitches.pageLimit). */
    demoPageLimit: number;
  }
  interface FastifyContextConfig {
    /** Which per-minute budget the route draws from besides the authenticated one. */
    limitClass?: "login" | "rates";
    /** Routes that answer without a token (login). */
    public?: boolean;
  }
}
