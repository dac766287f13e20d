/**
 * The ledger invariant on the demo service: after a seeded random sequence of conversions, payments, topUps,
 * transfers and cancellations (house and sub-accounts, clock moving between steps), every balance equals the sum of
 * its completed transactions, and balances find with as_at_date at instants along the way equals a replay of the
 * ledger up to each instant. Read through the client, every page.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { DemoServer } from "../../../src/demo-service/server";
import { advance } from "../../support/demo-admin";
import { createEurBeneficiary, subAccount } from "../../support/demo-data";
import { login } from "../../support/demo-http";
import { HOUR, MINUTE, DAY } from "../../support/demo-service";
import { balanceLines, replayedLines, seededRandom } from "../../support/ledger-checks";
import { withDemoService } from "../../support/with-demo-service";

const STEPS = 70;
const CURRENCIES = ["EUR", "GBP", "USD"] as const;

interface Party {
  accountId: string;
  /** undefined for the house account (no on_behalf_of). */
  contactId: string | undefined;
  beneficiaryId: string;
}

describe("demo service ledger: balances are the sum of their completed transactions", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => {
    demoService = demo.demoService;
    client = demo.client;
  });

  it.each([20260105, 7, 424242])("holds after a random sequence (seed %i), now and at past instants", async (seed) => {
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const amount = (max: number) => (1 + Math.floor(random() * max * 100)) / 100;

    const token = await login(demoService);
    const house = (await client.core.accounts.current()).id;
    const parties: Party[] = [{ accountId: house, contactId: undefined, beneficiaryId: (await createEurBeneficiary(client, "House Supplier")).id }];
    for (const name of ["Alpha Ltd", "Beta GmbH", "Gamma SA"]) {
      const { accountId, contactId } = await subAccount(demoService, token, name);
      parties.push({ accountId, contactId, beneficiaryId: (await createEurBeneficiary(client, `${name} Supplier`, contactId)).id });
    }

    const instants: number[] = [];
    const pendingTransfers: string[] = [];
    const conversions: { id: string; onBehalfOf: string | undefined }[] = [];
    const payments: { id: string; onBehalfOf: string | undefined }[] = [];
    const done: Record<string, number> = {};
    for (let step = 0; step < STEPS; step += 1) {
      const party = pick(parties);
      const onBehalf = { onBehalfOf: party.contactId };
      const kind = pick(["conversion", "payment", "funding", "transfer", "transfer", "cancel", "withdraw"] as const);
      done[kind] = (done[kind] ?? 0) + 1;
      if (kind === "conversion") {
        const [buy, sell] = random() < 0.5 ? (["EUR", "GBP"] as const) : (["USD", "EUR"] as const);
        const conversion = await client.core.conversions.create(
          { buy_currency: buy, sell_currency: sell, fixed_side: "buy", amount: amount(5_000).toFixed(2), reason: `step ${step}`, term_agreement: true },
          onBehalf,
        );
        conversions.push({ id: conversion.id, onBehalfOf: party.contactId });
      } else if (kind === "payment") {
        const payment = await client.core.payments.create(
          { currency: "EUR", beneficiary_id: party.beneficiaryId, amount: amount(3_000).toFixed(2), reason: `step ${step}`, reference: `INV-${step}` },
          onBehalf,
        );
        payments.push({ id: payment.id, onBehalfOf: party.contactId });
      } else if (kind === "funding") {
        await client.core.demoTopUp.create({ id: crypto.randomUUID(), receiver_account_number: party.accountId, amount: amount(8_000).toFixed(2), currency: pick(CURRENCIES) });
      } else if (kind === "transfer") {
        const destination = pick(parties.filter((other) => other !== party));
        const made = await client.core.transfers.create({
          source_account_id: party.accountId,
          destination_account_id: destination.accountId,
          currency: pick(CURRENCIES),
          amount: amount(random() < 0.3 ? 50_000 : 2_000).toFixed(2),
          reason: `step ${step}`,
        });
        if (made.status === "pending") pendingTransfers.push(made.id);
      } else if (kind === "withdraw") {
        // Cancel a conversion or delete a payment while that is still allowed (the service refuses it later).
        const booking = random() < 0.5 ? pick(conversions.length ? conversions : [undefined]) : pick(payments.length ? payments : [undefined]);
        if (booking && conversions.includes(booking)) {
          const current = await client.core.conversions.get(booking.id, { onBehalfOf: booking.onBehalfOf });
          if (current.status === "awaiting_funds") await client.core.conversions.cancel(booking.id, {}, { onBehalfOf: booking.onBehalfOf });
        } else if (booking) {
          const current = await client.core.payments.get(booking.id, { with_deleted: true }, { onBehalfOf: booking.onBehalfOf });
          if (current.status === "ready_to_send") await client.core.payments.delete(booking.id, { onBehalfOf: booking.onBehalfOf });
        }
      } else if (pendingTransfers.length > 0) {
        const id = pendingTransfers.splice(Math.floor(random() * pendingTransfers.length), 1)[0]!;
        const current = await client.core.transfers.get(id);
        if (current.status === "pending") expect((await client.core.transfers.cancel(id)).status).toBe("cancelled");
      }
      await advance(demoService, Math.floor(random() * 6 * HOUR) + MINUTE);
      if (step % 10 === 9) instants.push(demoService.clock.now());
    }
    await advance(demoService, 4 * DAY);

    const balances = await client.core.balances.findAll({ scope: "all", per_page: 7 }).toArray();
    const transactions = await client.core.transactions.findAll({ scope: "all", per_page: 100 }).toArray();
    expect(Object.keys(done).length).toBeGreaterThanOrEqual(5);
    expect(new Set(transactions.map((t) => t.action))).toEqual(new Set(["funding", "conversion", "payment", "transfer"]));
    expect(new Set(balances.map((b) => b.account_id)).size).toBe(parties.length);

    expect(balanceLines(balances)).toEqual(replayedLines(balances, transactions));
    let differentFromNow = 0;
    for (const instant of instants) {
      const asAt = await client.core.balances.findAll({ scope: "all", as_at_date: new Date(instant).toISOString(), per_page: 50 }).toArray();
      expect(balanceLines(asAt)).toEqual(replayedLines(balances, transactions, instant));
      if (balanceLines(asAt).join() !== balanceLines(balances).join()) differentFromNow += 1;
    }
    // The past instants saw other amounts than now, so the comparison above is not of the present with itself.
    expect(differentFromNow).toBe(instants.length);
    // Transfers that waited for funds and then completed, and ones cancelled, are both in the ledger.
    const statuses = new Set(transactions.filter((t) => t.action === "transfer").map((t) => t.status));
    expect(statuses).toContain("completed");
    expect([...statuses].some((status) => status !== "completed")).toBe(true);

    // A booking's ledger legs follow its status: pending until the money moves, completed after, deleted if it never will.
    const legsOf = (id: string) => transactions.filter((t) => t.related_entity_id === id).map((t) => `${t.type} ${t.status}`).sort();
    const conversionLegs: Record<string, string[]> = {
      awaiting_funds: ["credit pending", "debit pending"],
      funds_arrived: ["credit pending", "debit completed"],
      trade_settled: ["credit completed", "debit completed"],
      // Cancelled: both legs deleted, and the cancellation loss debited.
      closed: ["credit deleted", "debit completed", "debit deleted"],
    };
    for (const conversion of await client.core.conversions.findAll({ scope: "all", per_page: 100 }).toArray()) {
      expect([conversion.status, legsOf(conversion.id)]).toEqual([conversion.status, conversionLegs[conversion.status]]);
    }
    const paymentLeg: Record<string, string> = { ready_to_send: "pending", released: "completed", completed: "completed", deleted: "deleted" };
    for (const payment of await client.core.payments.findAll({ scope: "all", with_deleted: true, per_page: 100 }).toArray()) {
      expect([payment.status, legsOf(payment.id)]).toEqual([payment.status, [`debit ${paymentLeg[payment.status]}`]]);
    }
    expect(done.withdraw ?? 0).toBeGreaterThan(0);

    // A transfer moves money and never makes it: its two legs share its fate, and completed legs net to zero.
    const legStatus: Record<string, string> = { pending: "pending", completed: "completed", cancelled: "deleted" };
    for (const transfer of await client.core.transfers.findAll({ per_page: 100 }).toArray()) {
      const legs = transactions.filter((t) => t.related_entity_id === transfer.id);
      expect(legs.map((t) => `${t.type} ${t.account_id} ${t.amount.toFixed(2)} ${t.status}`).sort()).toEqual([
        `credit ${transfer.destination_account_id} ${transfer.amount.toFixed(2)} ${legStatus[transfer.status]}`,
        `debit ${transfer.source_account_id} ${transfer.amount.toFixed(2)} ${legStatus[transfer.status]}`,
      ]);
    }
  });
});
