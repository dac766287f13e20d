/**
 * The local demo service's seeded users, offered by the sign-in form so maker-checker can be tried on one machine
 * (book as the maker, authorise as the approver). They are written into the build by webpack.config.js from
 * src/demo-service/demo-credentials.ts — the pane never imports the demo service — and a deployable build, which has no
 * local demo service, gets none. They open only the local demo service and are printed by `npm run demo-service`.
 */
export interface DemoSignIn {
  /** What the form shows: "Demo maker (demo@fxdesk.local)". */
  label: string;
  loginId: string;
  apiKey: string;
}

/** Reads the list webpack wrote; anything else (outside webpack, a damaged value) offers none. */
export function parseDemoSignIns(injected: string | undefined): readonly DemoSignIn[] {
  if (!injected) return [];
  try {
    const list: unknown = JSON.parse(injected);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (entry): entry is DemoSignIn =>
        typeof entry === "object" && entry !== null && ["label", "loginId", "apiKey"].every((key) => typeof (entry as Record<string, unknown>)[key] === "string"),
    );
  } catch {
    return [];
  }
}

export const DEMO_SIGN_INS = parseDemoSignIns(process.env.FXDESK_DEMO_SIGN_INS);
