/** Balances: GET /v2/balances/{currency} (a wallet is opened on first read) and /v2/balances/find (docs/provider-api.md §3). */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { BalancesFindResultInput } from "../wire";
import { isCurrencyCode } from "../../domain/currencies";
import { balancesAsAt } from "../ledger/balance-history";
import { badRequest, message } from "../errors";
import { inAmountRange } from "../filters";
import { parseIsoDateTime } from "../format";
import { openBalance } from "../ledger/balances";
import { RatesTable } from "../rates-table";
import { paginate, pagingSpec } from "../pagination";
import { acting, accountsInScope, readParams, SCOPES } from "../request-context";
import type { DemoRuntime } from "../runtime";

const FIND_SPEC = {
  on_behalf_of: { kind: "uuid" },
  amount_from: { kind: "decimal" },
  amount_to: { kind: "decimal" },
  // Checked below: the documented example ("2019-12-31T23:59:59") has no zone, which the shared rule refuses.
  as_at_date: { kind: "string", max: 64 },
  scope: { kind: "enum", values: SCOPES },
  // In the reference's order: "order should be in range: created_at, amount, updated_at, currency" (SW FindBalances).
  ...pagingSpec(["created_at", "amount", "updated_at", "currency"]),
} as const;

/**
 * SW GetBalance's three refusals of the currency in the path, each under `currency`: not three capitals
 * `currency_is_in_invalid_format` `{type: currency}`; three capitals that are no ISO 4217 code `invalid_currency`
 * "XYZ is not a valid ISO 4217 currency code" `{currency}`; a code the provider does not hold `unsupported_currency`
 * "Unsupported currency UAH" `{currency}`. Which codes the demo holds is its rates table (demo data, the currencies
 * reference/currencies lists: Assumption). The top-level `invalid_currency` is the demo's own (Assumption: SW names none).
 */
function currencyRefusal(currency: string) {
  if (!/^[A-Z]{3}$/.test(currency)) return message("currency_is_in_invalid_format", "currency is not a valid ISO 4217 currency code", { type: "currency" });
  if (!isCurrencyCode(currency)) return message("invalid_currency", `${currency} is not a valid ISO 4217 currency code`, { currency });
  if (!RatesTable.has(currency)) return message("unsupported_currency", `Unsupported currency ${currency}`, { currency });
  return undefined;
}

export function registerBalanceRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get("/v2/balances/find", async (request) => {
    const params = readParams(request, FIND_SPEC, "balance_find_failed");
    const who = acting(demoService, request, params.on_behalf_of, "balance_find_failed");
    const accounts = accountsInScope(demoService, who, params.scope);
    const inScope = Object.values(demoService.store.data.balances).filter((balance) => accounts.has(balance.account_id));
    const asAt = params.as_at_date === undefined ? undefined : asAtInstant(params.as_at_date);
    const found = (asAt === undefined ? inScope : balancesAsAt(demoService.store.data, inScope, asAt)).filter((balance) =>
      inAmountRange(balance.amount, params.amount_from, params.amount_to),
    );
    const { page, pagination } = paginate(found, params, (balance, order) =>
      order === "amount" ? new Decimal(balance.amount) : String(balance[order as keyof typeof balance]),
    );
    const body: BalancesFindResultInput = { balances: page, pagination };
    return body;
  });

  app.get<{ Params: { currency: string } }>("/v2/balances/:currency", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "balance_get_failed");
    const currency = request.params.currency;
    const refused = currencyRefusal(currency);
    if (refused) throw badRequest("invalid_currency", "currency", refused);
    const who = acting(demoService, request, params.on_behalf_of, "balance_get_failed");
    const before = Object.keys(demoService.store.data.balances).length;
    const balance = openBalance(demoService.store.data, who.accountId, currency, demoService.clock.now());
    if (Object.keys(demoService.store.data.balances).length !== before) demoService.changed();
    return balance;
  });
}

/** An ISO 8601 date or date-time; without a zone it is read as UTC, as the documented example is written. */
function asAtInstant(text: string): number {
  const instant = parseIsoDateTime(text) ?? parseIsoDateTime(`${text}Z`);
  if (instant === undefined) {
    throw badRequest("balance_find_failed", "as_at_date", message("as_at_date_is_in_invalid_format", "as_at_date should be in ISO 8601 format", { type: "datetime" }));
  }
  return instant;
}
