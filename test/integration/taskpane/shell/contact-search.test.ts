/**
 * The acting-as picker's search against the demo service: every contact is found by what a person types (account
 * name, first or last name, "first last", e-mail, login id), disabled ones are left out, and a contact disabled or
 * gone since it was chosen is told apart.
 */
import { describe, expect, it } from "@jest/globals";
import { contactUnusable, searchContacts } from "../../../../src/taskpane/shell/contact-search";
import { withDemoService } from "../../../support/with-demo-service";

const h = withDemoService();

/** An e-mail's local part and domain in the letters the provider's CreateContact pattern takes ("Müller" → "muller"). */
const asciiOf = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

async function client(name: string, first: string, last: string) {
  const account = await h.client.core.accounts.create({ account_name: name, legal_entity_type: "company", street: "1 A St", city: "Leeds", country: "GB" });
  return h.client.core.contacts.create({ account_id: account.id, first_name: first, last_name: last, email_address: `${asciiOf(first)}@${asciiOf(last)}.example`, phone_number: "0113 000 0000" });
}

describe("searchContacts", () => {
  it("finds a contact by each thing a person types, beyond any first page, and leaves disabled ones out", async () => {
    const ada = await client("Harbour Ltd", "Ada", "Lovelace");
    const grace = await client("Meadow plc", "Grace", "Hopper");
    await h.client.core.contacts.update(grace.id, { status: "not_enabled" });
    const ids = async (text: string) => (await searchContacts(h.client, text)).map((contact) => contact.id);
    for (const text of ["Harbour Ltd", "Ada", "Lovelace", "Ada Lovelace", "ada@lovelace.example"]) expect(await ids(text)).toEqual([ada.id]);
    expect(await ids("Meadow plc")).toEqual([]);
    expect(await ids("Nobody")).toEqual([]);
    expect(await ids("")).toContain(ada.id);
  });

  it("finds a contact typed without its accents or in another case, and by part of a name", async () => {
    const jurgen = await client("Müller Maschinenbau GmbH", "Jürgen", "Müller");
    const ids = async (text: string) => (await searchContacts(h.client, text)).map((contact) => contact.id);
    for (const text of ["muller", "MÜLLER", "jurgen muller", "maschinen", "muller gmbh"]) expect(await ids(text)).toEqual([jurgen.id]);
    expect(await ids("miller")).toEqual([]);
  });

  it("says why a contact acted for can no longer be used", async () => {
    const bob = await client("Quay plc", "Bob", "Marley");
    expect(await contactUnusable(h.client, bob.id)).toBeUndefined();
    await h.client.core.contacts.update(bob.id, { status: "not_enabled" });
    expect(await contactUnusable(h.client, bob.id)).toBe("Bob Marley — Quay plc has been disabled");
    expect(await contactUnusable(h.client, "6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b")).toBe("the contact acted for no longer exists");
  });
});
