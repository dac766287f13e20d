/**
 * The contacts one check reads — a sub-account's name for what a person reads (account-names.ts), its account id for
 * the calls that take one instead of on_behalf_of (the payment kind's fee look-ups) — each read once, its answer
 * shared by every reader. A contact the check read in a listing (acting-as-search.ts) is handed in, not asked again.
 */
import type { Core } from "../../api";
import type { Contact } from "../../api/schemas";
import { OnceEach } from "../../domain";

export class ContactLookups {
  /** No limit of its own: its readers (a check's accounts) set the pace. */
  private readonly answers = new OnceEach<Contact>({ concurrency: Number.POSITIVE_INFINITY });

  constructor(private readonly contacts: Pick<Core["contacts"], "get">) {}

  /** The contact, asking the service only the first time it is named (a failure is shared too: each reader words it). */
  of(id: string): Promise<Contact> {
    return this.answers.ask(id, () => this.contacts.get(id));
  }

  /** A contact read otherwise (in a find): its later readers take it from here. */
  know(contact: Contact): void {
    this.answers.know(contact.id, contact);
  }
}
