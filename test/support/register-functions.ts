/**
 * What custom-functions-metadata-plugin's loader appends to the functions module in a webpack build, done by
 * hand for jest (no webpack there). The metadata test checks the same id → function pairs from the source.
 */
import "./fake-custom-functions";
import * as fx from "../../src/functions/functions";

CustomFunctions.associate("RATE", fx.rate);
CustomFunctions.associate("RATES", fx.rates);
CustomFunctions.associate("CONVERT", fx.convert);
CustomFunctions.associate("QUOTE", fx.quote);
CustomFunctions.associate("BALANCE", fx.balance);
CustomFunctions.associate("BALANCES", fx.balances);
CustomFunctions.associate("RATE.LIVE", fx.rateLive);
CustomFunctions.associate("PAYMENTS", fx.payments);
CustomFunctions.associate("CONVERSIONS", fx.conversions);
CustomFunctions.associate("TRANSACTIONS", fx.transactions);
