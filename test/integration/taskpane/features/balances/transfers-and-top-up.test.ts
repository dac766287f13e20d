/**
 * Transfers as the Balances panel makes them against the demo service: one transfer however often the same form is
 * sent, pending while the source cannot cover it and cancellable then, completed once it can; the demo top-up
 * credits the account acted for.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Account } from "../../../../../src/api/schemas";
import { topUpDemoBalance } from "../../../../../src/taskpane/features/balances/demo-top-up";
import { cancelTransfer, createTransfer, latestTransfers } from "../../../../../src/taskpane/features/balances/transfers";
import { withDemoService } from "../../../../support/with-demo-service";

const demo = withDemoService();
let house: Account;
let alpha: Account;
let alphaContact: string;

beforeAll(async () => {
  house = await demo.client.core.accounts.current();
  alpha = await demo.client.core.accounts.create({ account_name: "Alpha Ltd", legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" });
  alphaContact = (
    await demo.client.core.contacts.create({ account_id: alpha.id, first_name: "Al", last_name: "Alpha", email_address: `al.${randomUUID().slice(0, 8)}@example.com`, phone_number: "+44 20 0000 0000" })
  ).id;
});

describe("transfers from the panel", () => {
  it("books one transfer however often the same form is sent under its key", async () => {
    const key = randomUUID();
    const params = { source_account_id: house.id, destination_account_id: alpha.id, currency: "EUR", amount: "250.00", reason: "Float" };
    const first = await createTransfer(demo.client, params, key);
    const second = await createTransfer(demo.client, params, key);

    expect(second.id).toBe(first.id);
    expect(first.status).toBe("completed");
    const withKey = await demo.client.core.transfers.find({ unique_request_id: key });
    expect(withKey.transfers).toHaveLength(1);
    expect((await demo.client.core.balances.get("EUR", { onBehalfOf: alphaContact })).amount.toFixed(2)).toBe("250.00");
  });

  it("keeps a transfer the source cannot cover pending, and cancels it then", async () => {
    const pending = await createTransfer(demo.client, { source_account_id: alpha.id, destination_account_id: house.id, currency: "GBP", amount: "75.00" }, randomUUID());
    expect(pending.status).toBe("pending");
    expect((await latestTransfers(demo.client)).find((transfer) => transfer.id === pending.id)?.status).toBe("pending");

    const cancelled = await cancelTransfer(demo.client, pending.id);

    expect(cancelled.status).toBe("cancelled");
    await expect(cancelTransfer(demo.client, pending.id)).rejects.toThrow();
  });

  it("completes a pending transfer once its source is topped up (the demo top-up credits the account acted for)", async () => {
    const pending = await createTransfer(demo.client, { source_account_id: alpha.id, destination_account_id: house.id, currency: "CHF", amount: "40.00" }, randomUUID());
    expect(pending.status).toBe("pending");

    const topUp = await topUpDemoBalance(demo.client, { actingAs: alphaContact, currency: "chf", amount: "100.00", topUpId: randomUUID() });

    expect(topUp.account_id).toBe(alpha.id);
    expect((await demo.client.core.transfers.get(pending.id)).status).toBe("completed");
    expect((await demo.client.core.balances.get("CHF", { onBehalfOf: alphaContact })).amount.toFixed(2)).toBe("60.00");
  });

  it("refuses a bad top-up before sending anything", async () => {
    const before = demo.sent.length;
    await expect(topUpDemoBalance(demo.client, { actingAs: undefined, currency: "JPY", amount: "10.5", topUpId: randomUUID() })).rejects.toThrow(/JPY allows no decimals/);
    expect(demo.sent.length).toBe(before);
  });
});
