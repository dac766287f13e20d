import type { ConfirmChoices, CurrencyNeed, FundingChoice } from "../../../jobs";

/** Balances a shortfall is usually covered from; the first that is not the short currency is offered first. */
export const FUNDING_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD"] as const;

export function sellCurrenciesFor(need: CurrencyNeed): string[] {
  return FUNDING_CURRENCIES.filter((currency) => currency !== need.currency);
}

const sameNeed = (choice: FundingChoice, need: CurrencyNeed) => choice.currency === need.currency && choice.actingAs === need.actingAs;

export function fundingFor(choices: ConfirmChoices, need: CurrencyNeed): FundingChoice | undefined {
  return choices.fund?.find((choice) => sameNeed(choice, need));
}

/** The choices with this shortfall covered by selling `sellCurrency`, or no longer covered (undefined). */
export function withFunding(choices: ConfirmChoices, need: CurrencyNeed, sellCurrency: string | undefined): ConfirmChoices {
  const others = (choices.fund ?? []).filter((choice) => !sameNeed(choice, need));
  const fund = sellCurrency === undefined ? others : [...others, { actingAs: need.actingAs, currency: need.currency, sellCurrency }];
  return { ...choices, fund };
}
