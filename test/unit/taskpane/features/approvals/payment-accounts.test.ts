import { describe, expect, it } from "@jest/globals";
import { contactSchema, paymentSchema } from "../../../../../src/api/schemas";
import { paymentAccounts } from "../../../../../src/taskpane/features/approvals/payment-accounts";
import * as fixtures from "../../../api/wire-fixtures";

const HOUSE = "10000000-0000-4000-8000-000000000001";
const HARBOUR = "10000000-0000-4000-8000-000000000002";
const NORDIC = "10000000-0000-4000-8000-000000000003";
const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const contact = (n: number, accountId: string, accountName: string, status = "enabled") =>
  contactSchema.parse(fixtures.contact({ id: id(n), account_id: accountId, account_name: accountName, status }));
const treasurer = contact(1, HOUSE, "Demo House");
const ada = contact(2, HARBOUR, "Harbour Trading Ltd");
const gone = contact(3, NORDIC, "Nordic Design AB", "not_enabled");
const creators = new Map([treasurer, ada, gone].map((c) => [c.id, c]));
const payment = (n: number, creator: string) => paymentSchema.parse(fixtures.payment({ id: id(100 + n), creator_contact_id: creator }));
const payments = [payment(1, treasurer.id), payment(2, ada.id), payment(3, gone.id), payment(4, gone.id), payment(5, id(99))];

describe("the account of each payment awaiting authorisation, and whom calls on it act as", () => {
  it("house-wide: none for the house's own, the enabled creator for a sub-account's, another enabled contact (looked up once) when the creator is disabled", async () => {
    const asked: string[] = [];
    const accounts = await paymentAccounts(payments, creators, { houseWide: true, actingAs: undefined, houseAccountId: HOUSE }, async (accountId) => {
      asked.push(accountId);
      return id(42);
    });
    expect([...accounts.values()]).toEqual([
      { name: "Demo House", actAs: undefined },
      { name: "Harbour Trading Ltd", actAs: ada.id },
      { name: "Nordic Design AB", actAs: id(42) },
      { name: "Nordic Design AB", actAs: id(42) },
      // A creator that could not be read: the account is unknown, and nothing is acted as.
      { name: "account not known", actAs: undefined },
    ]);
    expect(asked).toEqual([NORDIC]);
  });

  it("house-wide: a sub-account with no enabled contact left acts as nobody (its delete is then refused on its own row)", async () => {
    const accounts = await paymentAccounts([payments[2]!], creators, { houseWide: true, actingAs: undefined, houseAccountId: HOUSE }, () => Promise.reject(new Error("offline")));
    expect([...accounts.values()]).toEqual([{ name: "Nordic Design AB", actAs: undefined }]);
  });

  it("one account's view: every payment acts as the pane does", async () => {
    const accounts = await paymentAccounts(payments.slice(1, 2), creators, { houseWide: false, actingAs: ada.id, houseAccountId: HOUSE }, () => {
      throw new Error("not asked");
    });
    expect([...accounts.values()]).toEqual([{ name: "Harbour Trading Ltd", actAs: ada.id }]);
  });
});
