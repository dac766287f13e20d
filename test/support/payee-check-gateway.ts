/**
 * What stands between the client and the demo service's payee name check in tests: a gateway (the client's `fetch`)
 * that answers `beneficiaries/account_verification` itself as a failing one would — a 404 or a 403 without the
 * provider's envelope, a 500, or no answer until the client gives up — for the payees a test picks, and passes every
 * other request to the service. It records each check asked (its form fields and what came back) and each payment
 * the service created, so a test can compare what was paid with what was checked.
 */
import type { FetchLike } from "../../src/api";

export type GatewayFailure = "bare 404" | "bare 403" | "500" | "timeout";

/** A check the client asked: the fields sent, and what came back — the service's `answer`, its status, or the gateway's failure. */
export interface CheckAsked {
  fields: Record<string, string>;
  outcome: string;
}

const CHECK_PATH = "/v2/beneficiaries/account_verification";

export class PayeeCheckGateway {
  /** Every check the client asked, in order, whether the service or the gateway answered it. */
  readonly asked: CheckAsked[] = [];
  /** Every payments/create the service answered, with its form fields. */
  readonly creates: Record<string, string>[] = [];
  /** How the gateway fails a check, by the check's fields; undefined: the check goes through. */
  failWith: (fields: Record<string, string>) => GatewayFailure | undefined = () => undefined;

  /** The gateway in front of `next` (the session's recording fetch). */
  fetch(next: FetchLike = (url, init) => fetch(url, init)): FetchLike {
    return async (url, init) => {
      const path = new URL(url).pathname;
      const fields = Object.fromEntries(new URLSearchParams(typeof init.body === "string" ? init.body : ""));
      if (path === CHECK_PATH) {
        const failure = this.failWith(fields);
        if (failure !== undefined) {
          this.asked.push({ fields, outcome: failure });
          return failed(failure, init.signal);
        }
        const answer = await next(url, init);
        const body = (await answer.clone().json().catch(() => undefined)) as { answer?: string } | undefined;
        this.asked.push({ fields, outcome: body?.answer ?? String(answer.status) });
        return answer;
      }
      const answer = await next(url, init);
      if (path === "/v2/payments/create" && answer.status === 200) this.creates.push(fields);
      return answer;
    };
  }
}

/** A gateway's failure: plain text bodies, as a proxy answers; a timeout never answers until the client aborts. */
function failed(failure: GatewayFailure, signal: AbortSignal | null | undefined): Promise<Response> {
  if (failure === "timeout") {
    return new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true }));
  }
  const status = { "bare 404": 404, "bare 403": 403, "500": 500 }[failure];
  return Promise.resolve(new Response(`<html><body>${status}</body></html>`, { status, headers: { "Content-Type": "text/html" } }));
}
