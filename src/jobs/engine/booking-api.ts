/** What a job is given: the part of the client it calls, the workbook, who is signed in and acting for whom. */
import type { Core } from "../../api";
import type { WorkbookPort } from "../../workbook/port";

/** The part of the client the booking jobs use (the real client's `core` fits; tests may pass the same). */
export type BookingApi = Pick<Core, "conversions" | "quotes" | "payments" | "beneficiaries" | "rates" | "balances" | "contacts" | "accounts">;

export interface JobContext {
  api: BookingApi;
  workbook: WorkbookPort;
  /** Login of the signed-in user, for the audit log. */
  signedInLogin: () => string | undefined;
  /** The signed-in account's name, for what a person reads (account-names.ts). */
  houseAccountName?: string;
  /** The acting-as contact chosen in the task pane; rows without their own acting-as column use it. */
  defaultActingAs?: string;
  /** The same api with every request abandoned once `signal` aborts: how a check is cancelled. */
  cancellable?: (signal: AbortSignal) => BookingApi;
  /** Injected for tests. */
  now?: () => number;
  random?: () => number;
}
