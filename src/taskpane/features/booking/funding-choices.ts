import type { ConfirmChoices, CurrencyNeed, FundingChoice } from "../../../jobs";

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
