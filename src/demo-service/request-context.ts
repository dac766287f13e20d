/** Helpers every route shares: reading parameters, knowing who acts, and scoping finds. */
import type { FastifyRequest } from "fastify";
import type { ContactInput } from "./wire";
import { isTradableCurrency } from "./currency-check";
import { authFailed, badRequest, message } from "./errors";
import { mergeRaw, parseParams, type Parsed, type Spec } from "./params";
import type { DemoRuntime } from "./runtime";

export function readParams<S extends Spec>(request: FastifyRequest, spec: S, errorCode: string): Parsed<S> {
  return parseParams(mergeRaw(request.query, request.body), withPageLimit(spec, request.demoPageLimit), errorCode, isTradableCurrency);
}

/** A find's spec with its `per_page` held to the limit a test set (`POST /__admin/page-limit`), refused as any largest page is. */
function withPageLimit<S extends Spec>(spec: S, limit: number): S {
  const rule = spec.per_page;
  if (rule?.kind !== "integer" || rule.max === undefined || rule.max <= limit) return spec;
  return { ...spec, per_page: { ...rule, max: limit } };
}

export function signedInUser(request: FastifyRequest): ContactInput {
  if (!request.demoUser) throw authFailed();
  return request.demoUser;
}

export interface Acting {
  /** The account the call works on: the user's own, or the sub-account of the `on_behalf_of` contact. */
  accountId: string;
  /** The contact recorded as creator or updater. */
  contactId: string;
  /** True when the call runs on behalf of a sub-account contact. */
  onBehalf: boolean;
}

/**
 * Resolves `on_behalf_of`: only enabled contacts of the user's sub-accounts qualify. The user's own contact is
 * refused with `on_behalf_of_self`; any other id — unknown, a contact of the house account or of someone else's
 * sub-account, or a contact that is `not_enabled` — with `contact_not_found` (category `on_behalf_of`, "Contact was
 * not found for this id"), the only other on_behalf_of code the swagger reference documents on any operation: a
 * disabled contact can no longer act, so nobody acts for it either.
 */
export function acting(demoService: DemoRuntime, request: FastifyRequest, onBehalfOf: string | undefined, errorCode: string): Acting {
  const user = signedInUser(request);
  if (onBehalfOf === undefined) return { accountId: user.account_id, contactId: user.id, onBehalf: false };
  if (onBehalfOf === user.id) {
    throw badRequest(errorCode, "on_behalf_of", message("on_behalf_of_self", "You cannot act on behalf of your own Contact"));
  }
  const data = demoService.store.data;
  const contact = data.contacts[onBehalfOf];
  const account = contact ? data.accounts[contact.account_id] : undefined;
  if (!contact || account?.parentId !== user.account_id || contact.status !== "enabled") {
    throw badRequest(errorCode, "on_behalf_of", message("contact_not_found", "Contact was not found for this id"));
  }
  return { accountId: contact.account_id, contactId: contact.id, onBehalf: true };
}

export const SCOPES = ["own", "clients", "all"] as const;

/**
 * Which accounts a find looks at. On behalf of a contact: that sub-account only. Otherwise `scope` decides:
 * `own` (default) the user's account, `clients` its sub-accounts, `all` both.
 */
export function accountsInScope(demoService: DemoRuntime, who: Acting, scope: string | undefined): Set<string> {
  if (who.onBehalf) return new Set([who.accountId]);
  const ids = new Set<string>();
  if (scope !== "clients") ids.add(who.accountId);
  if (scope === "clients" || scope === "all") {
    for (const stored of Object.values(demoService.store.data.accounts)) {
      if (stored.parentId === who.accountId) ids.add(stored.wire.id);
    }
  }
  return ids;
}
