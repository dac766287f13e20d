/**
 * The page size the reports (FX.PAYMENTS, FX.CONVERSIONS, FX.TRANSACTIONS) ask for, kept with the functions' page
 * state (function-state.ts), which the pane's first screen loads: so this file imports nothing but the client's
 * error class.
 */
import { BadRequestError } from "../api";

/**
 * The page size asked first: the largest the demo service takes (docs/provider-api.md §20). The provider documents a
 * largest page only as a refusal, `per_page_is_too_big` "per_page can not be bigger than %i": when it answers that,
 * the size it names is taken and remembered for the page's later reports.
 */
export const FIRST_PAGE_SIZE = 1000;

/** The page size this page's reports ask for: the first guess, or what the service said is its largest. */
export class PageSize {
  current = FIRST_PAGE_SIZE;

  /** The smaller size a refusal of `per_page` names, remembered; undefined when the failure is not that. */
  learn(error: unknown): number | undefined {
    if (!(error instanceof BadRequestError) || !error.hasCode("per_page_is_too_big")) return undefined;
    const said = Object.values(error.messages)
      .flat()
      .find((message) => message.code === "per_page_is_too_big");
    const fromParams = Number(said?.params.maxvalue);
    const fromText = Number(/\d+/.exec(said?.message ?? "")?.[0]);
    const largest = Number.isInteger(fromParams) && fromParams > 0 ? fromParams : fromText;
    if (!Number.isInteger(largest) || largest < 1 || largest >= this.current) return undefined;
    this.current = largest;
    return largest;
  }
}
