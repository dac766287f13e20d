import type { FxDeskClient } from "../../api";
import type { EnvironmentId } from "./environments";

/**
 * The session the shell hands every feature (feature.ts): whom the pane is signed in as, and whom it acts for. The
 * shell makes them (shell/session-actions.ts signs in, shell/acting-as-choices.ts lists the choices); features only
 * read them, so they live here, below both.
 */
export interface SignedInSession {
  client: FxDeskClient;
  environmentId: EnvironmentId;
  baseUrl: string;
  /** "Demo Treasurer (demo@fxdesk.local)", or just the login id when the contact cannot be read. */
  who: string;
  /** The signed-in user's own account: acting as it means no on_behalf_of. */
  houseAccountId: string | undefined;
  houseAccountName: string | undefined;
  /** The sign-in details are kept on this device ("Remember on this device"), so the pane signs in by itself; Sign out forgets them. */
  remembered?: boolean;
}

/** One entry of the acting-as picker; contactId undefined is the house account (no on_behalf_of). */
export interface ActingAsChoice {
  contactId: string | undefined;
  label: string;
}
