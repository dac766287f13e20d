import type { ConfirmChoices, CurrencyNeed, FundingChoice, PaymentTerms } from "../../../../../jobs";

/** The confirmation's choices with the payment kind's own (which balance funds a shortfall). */
type PaymentChoices = ConfirmChoices & PaymentTerms["choices"];

const sameNeed = (choice: FundingChoice, need: CurrencyNeed) => choice.currency === need.currency && choice.actingAs === need.actingAs;

export function fundingFor(choices: PaymentChoices, need: CurrencyNeed): FundingChoice | undefined {
  return choices.fund?.find((choice) => sameNeed(choice, need));
}

/** The choices with this shortfall covered by selling `sellCurrency`, or no longer covered (undefined). */
export function withFunding(choices: PaymentChoices, need: CurrencyNeed, sellCurrency: string | undefined): PaymentChoices {
  const others = (choices.fund ?? []).filter((choice) => !sameNeed(choice, need));
  const fund = sellCurrency === undefined ? others : [...others, { actingAs: need.actingAs, currency: need.currency, sellCurrency }];
  return { ...choices, fund };
}
