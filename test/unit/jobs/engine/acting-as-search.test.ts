/**
 * Whom an Acting as cell names: an id, a sub-account's name or short reference (the transfer kind's search), a
 * contact's e-mail or name — any case, accents and spacing — or, in words, why nobody or more than one.
 */
import { describe, expect, it } from "@jest/globals";
import { NotFoundError } from "../../../../src/api";
import { findPages, PagedList, type Page } from "../../../../src/api/internal/pagination";
import { paginationSchema } from "../../../../src/api/schemas";
import type { Contact } from "../../../../src/api/schemas";
import { actingAsCellHint, searchActingAs, type ActingAsApi } from "../../../../src/jobs/engine/acting-as-search";
import { ContactLookups } from "../../../../src/jobs/engine/contact-lookups";
import * as fixtures from "../../api/wire-fixtures";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const account = (n: number, name: string, shortReference: string) => ({ id: id(n), account_name: name, short_reference: shortReference });
const HOUSE = account(1, "Treasury Ltd", "260105-00001");
const SOCIETE = account(2, "Société Générale Trading", "260105-00002");
const TWIN_A = account(3, "Twin Trading", "260105-00003");
const TWIN_B = account(4, "Twin Trading", "260105-00004");
const EMPTY = account(5, "Empty Holdings", "260105-00005");

function contact(n: number, owner: { id: string; account_name: string }, first: string, last: string, email: string, status = "enabled"): Contact {
  return { id: id(100 + n), first_name: first, last_name: last, email_address: email, account_id: owner.id, account_name: owner.account_name, status } as Contact;
}
const TREASURER = contact(1, HOUSE, "Tess", "Treasurer", "tess@treasury.example");
const ZOE = contact(2, SOCIETE, "Zoë", "Faure", "zoe@societe.example");
const ANN = contact(3, TWIN_A, "Ann", "Twin", "ann@twin-a.example");
const BOB = contact(4, TWIN_B, "Bob", "Twin", "bob@twin-b.example");
const OLD = contact(5, TWIN_B, "Old", "Hand", "old@twin-b.example", "not_enabled");
const CONTACTS = [TREASURER, ZOE, ANN, BOB, OLD];

/** The api as the search reads it, counting each call by name; the contacts listed `perPage` a page. */
function fakeApi(perPage = 100) {
  const calls: string[] = [];
  const pages = Math.max(1, Math.ceil(CONTACTS.length / perPage));
  const api = {
    accounts: {
      current: async () => (calls.push("accounts.current"), HOUSE),
      findAll: () => ({ toArray: async () => (calls.push("accounts.find"), [HOUSE, SOCIETE, TWIN_A, TWIN_B, EMPTY]) }),
    },
    contacts: {
      findAll: () =>
        new PagedList(() =>
          findPages(async (page): Promise<Page<Contact>> => {
            calls.push(`contacts.find page ${page}`);
            const pagination = fixtures.pagination({ current_page: page, next_page: page < pages ? page + 1 : -1, total_pages: pages, total_entries: CONTACTS.length, per_page: perPage });
            return { items: CONTACTS.slice((page - 1) * perPage, page * perPage), pagination: paginationSchema.parse(pagination) };
          }),
        ),
      find: async (params: Record<string, string>) => {
        calls.push(`contacts.find ${JSON.stringify(params)}`);
        const matching = CONTACTS.filter((c) => Object.entries(params).every(([key, value]) => key === "per_page" || (c as unknown as Record<string, string>)[key] === value));
        return { contacts: matching };
      },
      get: async (wanted: string) => {
        calls.push(`contacts.get ${wanted}`);
        const found = CONTACTS.find((c) => c.id === wanted);
        if (found === undefined) throw new NotFoundError({ status: 404, errorCode: "contact_not_found", messages: {}, method: "GET", path: `/v2/contacts/${wanted}`, requestId: undefined });
        return found;
      },
    },
  };
  return { api: api as unknown as ActingAsApi, calls };
}

async function search(typed: string[], perPage?: number) {
  const { api, calls } = fakeApi(perPage);
  const lookups = new ContactLookups(api.contacts);
  const answers = await searchActingAs(api, lookups, typed);
  return { answers, calls, lookups };
}

const contactOf = (c: Contact) => ({ ok: true, contactId: c.id });

describe("whom an Acting as cell names", () => {
  it("is the contact of an id, any case, read once through the check's contact lookups", async () => {
    const { answers, calls } = await search([ZOE.id.toUpperCase()]);
    expect(answers.get(ZOE.id.toUpperCase())).toEqual(contactOf(ZOE));
    expect(calls).toEqual([`contacts.get ${ZOE.id}`]);
  });

  it("is the one enabled contact of a sub-account named by its name (any case, accents, spacing) or short reference", async () => {
    const { answers } = await search(["Société Générale Trading", "  SOCIETE   generale trading", "260105-00002"]);
    expect([...answers.values()]).toEqual([contactOf(ZOE), contactOf(ZOE), contactOf(ZOE)]);
  });

  it("is the contact of that e-mail or name, any case and accents", async () => {
    const { answers } = await search(["ZOE@Societe.example", "zoe faure", "Zoë  Faure", "Ann Twin"]);
    expect([...answers.values()]).toEqual([contactOf(ZOE), contactOf(ZOE), contactOf(ZOE), contactOf(ANN)]);
  });

  it("hands every contact it read to the check's contact lookups: naming the account later asks nothing", async () => {
    const { lookups, calls } = await search(["Zoë Faure"]);
    expect(await lookups.of(ZOE.id)).toBe(ZOE);
    expect(calls).toEqual(["accounts.current", "accounts.find", "contacts.find page 1"]);
  });

  it("refuses a name two sub-accounts share, naming each contact by name, account and e-mail", async () => {
    const { answers } = await search(["twin trading"]);
    expect(answers.get("twin trading")).toEqual({
      ok: false,
      problem: '"twin trading" names 2 contacts (Ann Twin — Twin Trading (ann@twin-a.example); Bob Twin — Twin Trading (bob@twin-b.example)) — type the e-mail of the one to act as',
    });
    // The short reference of one of them names it, as in the Transfer tab.
    expect((await search(["260105-00004"])).answers.get("260105-00004")).toEqual(contactOf(BOB));
  });

  it("refuses what nothing answers to, saying what was searched and what the column takes", async () => {
    const { answers } = await search(["Acme Limited", id(999)]);
    expect(answers.get("Acme Limited")).toEqual({
      ok: false,
      problem:
        'no sub-account or contact is called "Acme Limited" (searched sub-accounts\' names and short references, contacts\' names and e-mails) — type a sub-account\'s name or short reference, its contact\'s e-mail or name, or the contact\'s id',
    });
    expect(answers.get(id(999))).toEqual({ ok: false, problem: `no contact has the id ${id(999)} — type a sub-account's name or short reference, its contact's e-mail or name, or the contact's id` });
  });

  it("refuses a sub-account without a contact, a disabled contact (by name or id), and the house itself (it cannot be acted for)", async () => {
    const { answers } = await search(["Empty Holdings", "old hand", "Treasury Ltd", "tess@treasury.example"]);
    expect(answers.get("Empty Holdings")).toEqual({ ok: false, problem: "Empty Holdings has no contact to act as — add one in the Clients tab" });
    expect(answers.get("old hand")).toEqual({ ok: false, problem: '"old hand" names only disabled contacts (Old Hand — Twin Trading (old@twin-b.example)) — enable one in the Clients tab, or type another' });
    expect(answers.get("Treasury Ltd")).toEqual({ ok: false, problem: '"Treasury Ltd" is the signed-in account itself — leave the cell blank and choose the house account in the task pane' });
    expect((await search([OLD.id])).answers.get(OLD.id)).toEqual({ ok: false, problem: "the contact Old Hand — Twin Trading (old@twin-b.example) is disabled — enable it in the Clients tab, or type another" });
    expect(answers.get("tess@treasury.example")).toMatchObject({ ok: false, problem: expect.stringContaining('no sub-account or contact is called "tess@treasury.example"') });
  });

  it("asks about blank cells nothing, and reads the directory once for any number of names", async () => {
    const { calls } = await search(["", "  ", "Zoë Faure", "Ann Twin", "twin trading", "Zoë Faure"]);
    expect(calls).toEqual(["accounts.current", "accounts.find", "contacts.find page 1"]);
    expect((await search(["", " "])).calls).toEqual([]);
  });

  it("asks each name alone when the contacts' pages outnumber the names: by e-mail, by its account, by last name", async () => {
    const { answers, calls } = await search(["zoe@societe.example", "260105-00003", "Bob Twin"], 1);
    expect([...answers.values()]).toEqual([contactOf(ZOE), contactOf(ANN), contactOf(BOB)]);
    expect(calls).toEqual([
      "accounts.current",
      "accounts.find",
      "contacts.find page 1",
      'contacts.find {"email_address":"zoe@societe.example","per_page":100}',
      `contacts.find {"account_id":"${TWIN_A.id}","per_page":100}`,
      'contacts.find {"last_name":"Twin","per_page":100}',
    ]);
  });

  it("is what the Clients tab says to type for a client: its name or its contact's e-mail, each e-mail when it has several", async () => {
    expect(actingAsCellHint(SOCIETE, [ZOE])).toBe("In a sheet's Acting as column: Société Générale Trading or zoe@societe.example");
    expect(actingAsCellHint(TWIN_B, [BOB, OLD])).toBe("In a sheet's Acting as column: Twin Trading or bob@twin-b.example");
    const second = contact(6, TWIN_B, "Cy", "Twin", "cy@twin-b.example");
    expect(actingAsCellHint(TWIN_B, [BOB, second])).toBe("In a sheet's Acting as column: the e-mail of the contact to act as (bob@twin-b.example, cy@twin-b.example)");
    expect(actingAsCellHint(EMPTY, [OLD])).toBeUndefined();
    // What it says is what the search takes: the name or the e-mail names that contact.
    const { answers } = await search(["Société Générale Trading", "zoe@societe.example"]);
    expect([...answers.values()]).toEqual([contactOf(ZOE), contactOf(ZOE)]);
  });
});
