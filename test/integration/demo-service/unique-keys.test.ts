/**
 * One meaning of `unique_request_id` on every create that takes one — transfers, conversions, payments
 * (docs/provider-api.md §7): a key is its exact text, case and all. A key a create accepts is found by that text, and
 * the find answers exactly the objects the duplicate check counts as the same key: one. The same letters in another
 * case are another key; the same text again is a duplicate that changes nothing. Seeded, so a failure replays exactly.
 */
import { beforeEach, describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, codes, login, type Answer, type Params } from "../../support/demo-http";
import { seededRandom } from "../../support/ledger-checks";
import { withDemoService } from "../../support/with-demo-service";

const SEED = 20260105;
const KEYS_PER_KIND = 25;

interface KeyedKind {
  name: "transfers" | "conversions" | "payments";
  /** The create's parameters but the key. */
  params: () => Params;
  duplicateCode: string;
}

describe("demo service: unique_request_id means one thing", () => {
  let demoService: DemoServer;
  let token: string;
  let kinds: KeyedKind[];
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });
  beforeEach(async () => {
    const house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id as string;
    const client = await subAccount(demoService, token, "Alpha Ltd");
    const payee = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id as string;
    kinds = [
      { name: "transfers", params: () => ({ source_account_id: house, destination_account_id: client.accountId, currency: "GBP", amount: "10.00" }), duplicateCode: "duplicate_unique_request_id" },
      { name: "conversions", params: () => ({ buy_currency: "EUR", sell_currency: "GBP", amount: "100.00", fixed_side: "buy", term_agreement: "true", reason: "Keys" }), duplicateCode: "duplicate_request" },
      { name: "payments", params: () => ({ currency: "GBP", beneficiary_id: payee, amount: "10.00", reason: "Keys", reference: "KEYS-1" }), duplicateCode: "duplicate_request" },
    ];
  });

  const create = (kind: KeyedKind, key: string) => call(demoService, "POST", `/v2/${kind.name}/create`, { ...kind.params(), unique_request_id: key }, { token });
  const idsFoundBy = async (kind: KeyedKind, key: string): Promise<string[]> => {
    const found = await call(demoService, "GET", `/v2/${kind.name}/find`, { unique_request_id: key, per_page: "100" }, { token });
    expect(found.status).toBe(200);
    return (found.body[kind.name] as { id: string }[]).map((object) => object.id);
  };
  const booked = (answer: Answer): string => {
    expect(answer.status).toBe(200);
    return answer.body.id as string;
  };
  const expectDuplicate = async (kind: KeyedKind, key: string) => {
    const before = demoService.state.dump();
    const again = await create(kind, key);
    expect([again.status, codes(again)]).toEqual([400, [kind.duplicateCode]]);
    expect(demoService.state.dump()).toBe(before);
  };

  it("transfers: a key that is no UUID is found; the same key in capitals is another transfer, each found alone", async () => {
    const transfers = kinds[0]!;
    const lower = booked(await create(transfers, "batch-7-row-3"));
    expect(await idsFoundBy(transfers, "batch-7-row-3")).toEqual([lower]);
    const upper = booked(await create(transfers, "BATCH-7-ROW-3"));
    expect(await idsFoundBy(transfers, "BATCH-7-ROW-3")).toEqual([upper]);
    expect(await idsFoundBy(transfers, "batch-7-row-3")).toEqual([lower]);
    await expectDuplicate(transfers, "batch-7-row-3");

    const uuid = "6a0f3c1e-2b4d-4e8f-9a1b-2c3d4e5f6a7b";
    const byLower = booked(await create(transfers, uuid));
    const byUpper = booked(await create(transfers, uuid.toUpperCase()));
    expect(await idsFoundBy(transfers, uuid)).toEqual([byLower]);
    expect(await idsFoundBy(transfers, uuid.toUpperCase())).toEqual([byUpper]);
    await expectDuplicate(transfers, uuid.toUpperCase());
  });

  it(`random keys in random case mixes (seed ${SEED}): find answers exactly the one created; another case is another key; the same text is a duplicate`, async () => {
    const random = seededRandom(SEED);
    const alphabet = [..."abcdefghijklmnopqrstuvwxyzéäøω0123456789-_.:/"];
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const mixCase = (text: string) => [...text].map((char) => (random() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join("");
    for (const kind of kinds) {
      for (let index = 0; index < KEYS_PER_KIND; index += 1) {
        const length = 1 + Math.floor(random() * 40);
        // A letter first, so every key has a case to mix; the index keeps keys of one kind apart.
        const text = `${pick([..."abcdefghijklmnopqrstuvwxyzéäøω"])}${Array.from({ length }, () => pick(alphabet)).join("")}#${index}`;
        const first = mixCase(text);
        let second = mixCase(text);
        while (second === first) second = mixCase(text);

        const firstId = booked(await create(kind, first));
        expect({ key: first, found: await idsFoundBy(kind, first) }).toEqual({ key: first, found: [firstId] });
        const secondId = booked(await create(kind, second));
        expect({ key: second, found: await idsFoundBy(kind, second) }).toEqual({ key: second, found: [secondId] });
        expect({ key: first, found: await idsFoundBy(kind, first) }).toEqual({ key: first, found: [firstId] });
        await expectDuplicate(kind, pick([first, second]));
      }
    }
  });
});
