/**
 * What a job is given: the client's resources, the workbook, who is signed in and acting for whom. A kind declares
 * the resources it calls (KindSpec.resources) and is handed only those (kindContext), so what a kind may call is
 * written in its own file, never in a list the engine keeps.
 */
import type { Core, RateBudgetView } from "../../api";
import type { WorkbookPort } from "../../workbook";
import type { ContactLookups } from "./contact-lookups";

/** A resource of the client's core API ("payments", "transfers", …). */
export type CoreResource = keyof Core;

/** The part of the client a kind calls: the real client's `core` fits any, and tests may pass the same. */
export type KindApi<R extends CoreResource = CoreResource> = Pick<Core, R>;

export interface JobContext<R extends CoreResource = CoreResource> {
  api: KindApi<R>;
  workbook: WorkbookPort;
  /** Login of the signed-in user, for the audit log. */
  signedInLogin: () => string | undefined;
  /** The signed-in account's name, for what a person reads (account-names.ts). */
  houseAccountName?: string;
  /** The acting-as contact chosen in the task pane; rows without their own acting-as column use it. */
  defaultActingAs?: string;
  /** The same api with every request abandoned once `signal` aborts: how a check is cancelled. */
  cancellable?: (signal: AbortSignal) => KindApi<R>;
  /**
   * The contacts read during one check, each once (contact-lookups.ts): the engine makes them per check, so a kind
   * reading a contact acted for shares its answer with the account names.
   */
  contactLookups?: ContactLookups;
  /** The client's rate budget (none when pacing is off): a run reads its rows ahead no further than it lets them be sent. */
  budget?: RateBudgetView;
  /** Injected for tests. */
  now?: () => number;
  random?: () => number;
}

/** The resources of `api` a kind declared, and no others. */
export function kindApi<R extends CoreResource>(api: KindApi, resources: readonly R[]): KindApi<R> {
  return Object.fromEntries(resources.map((resource) => [resource, api[resource]])) as KindApi<R>;
}

/** The job's context as a kind sees it: its declared resources only, cancellable ones included. */
export function kindContext<R extends CoreResource>(ctx: JobContext, resources: readonly R[]): JobContext<R> {
  const { cancellable } = ctx;
  return {
    ...ctx,
    api: kindApi(ctx.api, resources),
    cancellable: cancellable === undefined ? undefined : (signal) => kindApi(cancellable(signal), resources),
  };
}
