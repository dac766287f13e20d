/**
 * Login and tokens: 32-hex tokens that expire after a period without use (on the simulated clock), and a login
 * that locks after four failed attempts within a short period ("account disabled after 4 unsuccessful logins").
 * A locked login stays locked until the service is reset or restarted.
 *
 * A login acts as its contact, read afresh on every call: while that contact is `not_enabled` its logins are refused
 * and its tokens answer as an expired one does; disabling it retires every token it has, so enabling it again needs a
 * new login (docs/provider-api.md §2, an assumption).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { ContactInput } from "./wire";
import type { DemoUser } from "./demo-credentials";
import { authFailed } from "./errors";
import { MINUTE } from "./clock";

interface Session {
  loginId: string;
  lastUsed: number;
}

const FAILURES_BEFORE_LOCK = 4;
const FAILURE_WINDOW_MS = 10 * MINUTE;

/** The contact a login acts as, as the data holds it now; undefined when it has none. */
export type ContactOfLogin = (loginId: string) => ContactInput | undefined;

export class Sessions {
  private readonly tokens = new Map<string, Session>();
  private readonly failures = new Map<string, number[]>();
  private readonly locked = new Set<string>();

  constructor(
    private readonly users: readonly DemoUser[],
    private readonly idleMs: number,
    private readonly contactOf: ContactOfLogin,
  ) {}

  login(loginId: string, apiKey: string, now: number): string {
    if (this.locked.has(loginId)) {
      throw authFailed("This login is locked after too many failed attempts");
    }
    const user = this.users.find((candidate) => candidate.loginId === loginId);
    if (!user || !sameText(user.apiKey, apiKey)) {
      const recent = (this.failures.get(loginId) ?? []).filter((at) => now - at < FAILURE_WINDOW_MS);
      recent.push(now);
      this.failures.set(loginId, recent);
      if (recent.length >= FAILURES_BEFORE_LOCK) this.locked.add(loginId);
      throw authFailed();
    }
    // The right key of a disabled contact: the same answer as wrong credentials, and no failed attempt counted.
    if (!this.enabled(loginId)) throw authFailed();
    this.failures.delete(loginId);
    const token = randomBytes(16).toString("hex");
    this.tokens.set(token, { loginId, lastUsed: now });
    return token;
  }

  /** The contact a token acts as, its session touched; undefined when unknown, retired, idle too long or disabled. */
  use(token: string, now: number): ContactInput | undefined {
    const session = this.tokens.get(token);
    if (!session) return undefined;
    const contact = this.contactOf(session.loginId);
    if (now - session.lastUsed >= this.idleMs || contact?.status !== "enabled") {
      this.tokens.delete(token);
      return undefined;
    }
    session.lastUsed = now;
    return contact;
  }

  close(token: string): void {
    this.tokens.delete(token);
  }

  /** Retires every token of the logins that act as this contact (it was disabled). */
  retireContact(contactId: string): void {
    for (const [token, session] of this.tokens) {
      if (this.contactOf(session.loginId)?.id === contactId) this.tokens.delete(token);
    }
  }

  clear(): void {
    this.tokens.clear();
    this.failures.clear();
    this.locked.clear();
  }

  private enabled(loginId: string): boolean {
    return this.contactOf(loginId)?.status === "enabled";
  }
}

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
