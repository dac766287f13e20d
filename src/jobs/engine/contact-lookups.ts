/**
 * The contacts one check reads — a sub-account's name for what a person reads (account-names.ts), its account id for
 * the calls that take one instead of on_behalf_of (the payment kind's fee look-ups) — each read once, its answer
 * shared by every reader. A contact the check read in a listing (acting-as-search.ts) is handed in, not asked again.
 */
import type { Core } from "../../api";
import type { Contact } from "../../api/schemas";

export class ContactLookups {
  private readonly answers = new Map<string, Promise<Contact>>();

  constructor(private readonly contacts: Pick<Core["contacts"], "get">) {}

  /** The contact, asking the service only the first time it is named (a failure is shared too: each reader words it). */
  of(id: string): Promise<Contact> {
    let answer = this.answers.get(id);
    if (answer === undefined) {
      answer = this.contacts.get(id);
      this.answers.set(id, answer);
      // Read by whoever asks; a failure nobody awaits yet must not be reported as unhandled.
      answer.catch(() => undefined);
    }
    return answer;
  }

  /** A contact read otherwise (in a find): its later readers take it from here. */
  know(contact: Contact): void {
    if (!this.answers.has(contact.id)) this.answers.set(contact.id, Promise.resolve(contact));
  }
}
