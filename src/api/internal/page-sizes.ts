/**
 * The one page-size policy of every find the client sends (docs/client.md, "One page-size policy for every find").
 * The provider documents its largest page only as a refusal, `per_page_is_too_big` "per_page can not be bigger than
 * %i" (docs/provider-api.md §20): a find is sent at the size its caller wants, and when the service refuses that size
 * with the number it takes, the number is remembered for the endpoint and the same page is asked again once at it.
 * Later finds of that endpoint are sent at most at that size, so each endpoint costs one refused request a session.
 */
import { FirstAlone } from "../../domain";
import { BadRequestError } from "../errors";
import type { ParamValue, Requester, RequestSpec } from "./request-spec";

const REFUSAL = "per_page_is_too_big";

/**
 * The service refused a page size without saying the largest it takes: nothing can be asked again, so the refusal
 * is passed on in words.
 */
export class PageSizeRefusedError extends BadRequestError {
  override name = "PageSizeRefusedError";
  readonly perPage: number;

  constructor(refusal: BadRequestError, perPage: number) {
    super({ status: refusal.status, errorCode: refusal.errorCode, messages: refusal.messages, method: refusal.method, path: refusal.path, requestId: refusal.requestId });
    this.perPage = perPage;
  }

  override get toldByTheService(): boolean {
    return false;
  }

  override get userMessage(): string {
    return `The FX Desk service would not send this list ${this.perPage} records at a time and did not say how many it sends at once, so the list could not be read: try again, and tell support if it happens again`;
  }
}

/** The largest page each endpoint takes, as its refusals said; an endpoint not refused yet takes what is asked. */
export class PageSizes {
  private readonly largest = new Map<string, number>();
  /** The largest size each endpoint answered without a refusal: a find wanting no more need not wait. */
  private readonly accepted = new Map<string, number>();
  /** Finds of an endpoint whose page size is not settled go one at a time, so concurrent finds cost one refusal. */
  private readonly unsettled = new FirstAlone();

  /**
   * Runs `send` at once when the endpoint's page size is settled for `wanted` (a refusal said its largest, or it
   * answered that size before); otherwise after the find of that endpoint still out.
   */
  inTurn<T>(path: string, wanted: number, send: () => Promise<T>): Promise<T> {
    return this.unsettled.run(path, send, () => this.largest.has(path) || wanted <= (this.accepted.get(path) ?? 0));
  }

  /** `path` answered a find of `size` a page. */
  answered(path: string, size: number): void {
    if (size > (this.accepted.get(path) ?? 0)) this.accepted.set(path, size);
  }

  /** The largest page `path` takes, once a refusal has said it. */
  largestFor(path: string): number | undefined {
    return this.largest.get(path);
  }

  /** What to send for `path` when the caller wants `wanted` a page. */
  sizeFor(path: string, wanted: number): number {
    const known = this.largest.get(path);
    return known === undefined ? wanted : Math.min(wanted, known);
  }

  /**
   * The smaller size a refusal of `sent` names for `path`, remembered; undefined when the failure is not that
   * refusal. A refusal that names no usable size throws PageSizeRefusedError.
   */
  learn(path: string, error: unknown, sent: number): number | undefined {
    if (!(error instanceof BadRequestError) || !error.hasCode(REFUSAL)) return undefined;
    const said = Object.values(error.messages)
      .flat()
      .find((message) => message.code === REFUSAL);
    const fromParams = Number(said?.params.maxvalue);
    const fromText = Number(/\d+/.exec(said?.message ?? "")?.[0]);
    const largest = Number.isInteger(fromParams) && fromParams > 0 ? fromParams : fromText;
    if (!Number.isInteger(largest) || largest < 1 || largest >= sent) throw new PageSizeRefusedError(error, sent);
    this.largest.set(path, Math.min(largest, this.largest.get(path) ?? largest));
    return largest;
  }
}

/** Sends every find through `sizes`: at most the learned size, and once again at it after a refusal. */
export function pagedBy(requester: Requester, sizes: PageSizes): Requester {
  return {
    async request<T>(spec: RequestSpec<T>): Promise<T> {
      const wanted = spec.params?.per_page;
      if (typeof wanted !== "number") return requester.request(spec);
      return sizes.inTurn(spec.path, wanted, async () => {
        const sent = sizes.sizeFor(spec.path, wanted);
        try {
          const answer = await requester.request(withPerPage(spec, sent));
          sizes.answered(spec.path, sent);
          return answer;
        } catch (error) {
          const learnt = sizes.learn(spec.path, error, sent);
          if (learnt === undefined) throw error;
          return requester.request(withPerPage(spec, learnt));
        }
      });
    },
  };
}

function withPerPage<T>(spec: RequestSpec<T>, perPage: ParamValue): RequestSpec<T> {
  return spec.params?.per_page === perPage ? spec : { ...spec, params: { ...spec.params, per_page: perPage } };
}
