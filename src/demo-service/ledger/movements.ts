/** How each kind of record moves money: the ledger entries of conversions, payments and inbound funds. */
import Decimal from "decimal.js";
import type { ConversionInput, DemoTopUpInput, PaymentInput } from "../wire";
import type { Movement } from "./transactions";

/** The sold amount leaving the balance when the conversion's funds arrive. */
export function conversionDebit(conversion: ConversionInput): Movement {
  return {
    accountId: conversion.account_id,
    currency: conversion.sell_currency,
    amount: new Decimal(conversion.client_sell_amount),
    type: "debit",
    action: "conversion",
    relatedEntityType: "conversion",
    relatedEntityId: conversion.id,
    relatedEntityShortReference: conversion.short_reference,
    reason: "",
    settlesAt: conversion.settlement_date,
  };
}

/** The bought amount arriving when the trade settles. */
export function conversionCredit(conversion: ConversionInput): Movement {
  return {
    ...conversionDebit(conversion),
    currency: conversion.buy_currency,
    amount: new Decimal(conversion.client_buy_amount),
    type: "credit",
    settlesAt: conversion.conversion_date,
  };
}

/** What cancelling a conversion costs, taken from the sell currency's balance at once. */
export function conversionCancellationDebit(conversion: ConversionInput, loss: Decimal): Movement {
  return { ...conversionDebit(conversion), amount: loss, reason: "Conversion cancellation loss", settlesAt: undefined };
}

/** The paid amount leaving the balance when the payment is released. */
export function paymentDebit(accountId: string, payment: PaymentInput): Movement {
  return {
    accountId,
    currency: payment.currency,
    amount: new Decimal(payment.amount),
    type: "debit",
    action: "payment",
    relatedEntityType: "payment",
    relatedEntityId: payment.id,
    relatedEntityShortReference: payment.short_reference,
    reason: payment.reason,
  };
}

/**
 * Inbound funds credited by a demo top-up (the provider's demo funding endpoint; its transaction reads action
 * `funding`, `inbound_funds`, as SW-resp records it).
 */
export function topUpCredit(topUp: DemoTopUpInput): Movement {
  return {
    accountId: topUp.account_id,
    currency: topUp.currency,
    amount: new Decimal(topUp.amount),
    type: "credit",
    action: "funding",
    relatedEntityType: "inbound_funds",
    relatedEntityId: topUp.id,
    relatedEntityShortReference: topUp.short_reference,
    reason: topUp.sender_reference ?? "",
  };
}
