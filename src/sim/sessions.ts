/**
 * Login and tokens: 32-hex tokens that expire after a period without use (on the simulated clock), and a login
 * that locks after four failed attempts within a short period ("account disabled after 4 unsuccessful logins").
 * A locked login stays locked until the service is reset or restarted.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { SimUser } from "./demo-credentials";
import { authFailed } from "./errors";
import { MINUTE } from "./clock";

interface Session {
  loginId: string;
  lastUsed: number;
}

const FAILURES_BEFORE_LOCK = 4;
const FAILURE_WINDOW_MS = 10 * MINUTE;

export class Sessions {
  private readonly tokens = new Map<string, Session>();
  private readonly failures = new Map<string, number[]>();
  private readonly locked = new Set<string>();

  constructor(
    private readonly users: readonly SimUser[],
    private readonly idleMs: number,
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
    this.failures.delete(loginId);
    const token = randomBytes(16).toString("hex");
    this.tokens.set(token, { loginId, lastUsed: now });
    return token;
  }

  /** The live session for a token, touched; undefined when unknown, retired or idle too long. */
  use(token: string, now: number): Session | undefined {
    const session = this.tokens.get(token);
    if (!session) return undefined;
    if (now - session.lastUsed >= this.idleMs) {
      this.tokens.delete(token);
      return undefined;
    }
    session.lastUsed = now;
    return session;
  }

  close(token: string): void {
    this.tokens.delete(token);
  }

  clear(): void {
    this.tokens.clear();
    this.failures.clear();
    this.locked.clear();
  }
}

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
