/**
 * The contact kind: rows that each add a person to one of the house's accounts (`contacts/create`), the account
 * named in words as a transfer row names it (jobs/house-accounts.ts). `contacts/create` takes no idempotency key, so
 * the row's FX key is sent as the contact's `your_reference`, and an earlier run's contact is found by it
 * (`contacts/find`, docs/provider-api.md §3): a retry or re-run never adds a person twice.
 */
import type { Contact } from "../../api/schemas";
import { CONTACT_FIELDS, parseContactOrder, type ContactOrder } from "../../domain/orders/contact-order";
import { TEXT_FORMAT, type DateSystem } from "../../workbook";
import { HouseAccounts, type HouseAccount } from "../house-accounts";
import {
  CREATED,
  EXAMPLE_MARKER,
  kindTemplate,
  readyRows,
  refuse,
  statusInWords,
  STATUS_HEADER,
  trackRequestId,
  utcDateTimeCell,
  type Booking,
  type JobContext,
  type KindApi,
  type KindCheck,
  type KindSpec,
  type KindStatuses,
  type NoTerms,
  type OrderSheet,
  type RowPlan,
  type RunCallOptions,
} from "../engine/kind-kit";

const CONTACT_RESOURCES = ["accounts", "contacts"] as const;
type ContactResource = (typeof CONTACT_RESOURCES)[number];
type ContactApi = KindApi<ContactResource>;

const LOGIN_HEADER = "FX login id";

/** One row of the preview: who joins which account. */
export interface ContactPreviewRow {
  row: number;
  name: string;
  account: string;
}

export interface ContactPreview {
  contacts: ContactPreviewRow[];
}

async function checkContacts(ctx: JobContext<ContactResource>, _sheet: OrderSheet, plans: RowPlan<ContactOrder>[]): Promise<KindCheck<ContactOrder, ContactPreview, ContactResource>> {
  const ready = readyRows(plans);
  const accounts = ready.length === 0 ? undefined : await HouseAccounts.load(ctx.api);
  const joins = new Map<number, HouseAccount>();
  for (const plan of ready) {
    const found = (accounts as HouseAccounts).named(plan.order.account);
    if (found.ok) joins.set(plan.row, found.account);
    else refuse(plans, plan.row, `Account: ${found.problem}`);
  }
  const contacts = readyRows(plans).map((plan) => ({ row: plan.row, name: `${plan.order.firstName} ${plan.order.lastName}`, account: (joins.get(plan.row) as HouseAccount).name }));
  return {
    preview: { contacts },
    funds: new Map(),
    drawn: () => [],
    totals: () => [],
    startRun: ({ api, dates }) => ({ row: (plan) => contactCalls(api, plan.order, joins.get(plan.row) as HouseAccount, dates) }),
  };
}

function contactCalls(api: ContactApi, order: ContactOrder, account: HouseAccount, dates: DateSystem) {
  return {
    find: async (key: string, options: RunCallOptions): Promise<Booking | undefined> => {
      const tracked = trackRequestId(options);
      const [found] = (await api.contacts.find({ your_reference: key, account_id: account.id }, tracked.options)).contacts;
      return found === undefined ? undefined : contactBooking(found, dates, tracked.requestId());
    },
    create: async (key: string, options: RunCallOptions): Promise<Booking> => {
      const tracked = trackRequestId(options);
      const contact = await api.contacts.create(
        { account_id: account.id, first_name: order.firstName, last_name: order.lastName, email_address: order.email, phone_number: order.phone, your_reference: key },
        tracked.options,
      );
      return contactBooking(contact, dates, tracked.requestId());
    },
  };
}

function contactBooking(contact: Contact, dates: DateSystem, requestId: string | undefined): Booking {
  return {
    id: contact.id,
    requestId,
    shortReference: contact.login_id,
    madeAt: utcDateTimeCell(contact.created_at, dates),
    cells: { [LOGIN_HEADER]: contact.login_id, [STATUS_HEADER]: statusInWords(contact.status) },
  };
}

/** A contact's status as the service has it now (enabled, not enabled), with who it is. */
const CONTACT_STATUSES: KindStatuses<ContactResource> = {
  one: async (api, row) => {
    const contact = await api.contacts.get(row.id);
    return { status: statusInWords(contact.status), message: `${contact.first_name} ${contact.last_name} (${contact.login_id})` };
  },
  gone: { status: "not found", message: "the service no longer has this contact" },
};

export const contactKind = {
  kind: "contact" as const,
  resources: CONTACT_RESOURCES,
  labels: {
    singular: "contact",
    plural: "contacts",
    tab: "Add contacts",
    title: "Add contacts",
    intro: "Select rows that each name a person and the account they join — House, or a sub-account's name or short reference — then check them. A re-run never adds a person twice.",
    totals: { caption: "Contacts", currency: "Account" },
  },
  fields: CONTACT_FIELDS,
  template: kindTemplate({
    sheet: "Contacts",
    table: "FxContacts",
    legendSheet: "Allowed values (contacts)",
    marked: "first_name",
    columns: [
      { field: "account_id", format: TEXT_FORMAT, required: "yes", allowed: "House, or a sub-account's name or short reference, as the Balances tab lists it", example: "House" },
      { field: "first_name", format: TEXT_FORMAT, required: "yes", allowed: "Up to 100 characters", example: EXAMPLE_MARKER },
      { field: "last_name", format: TEXT_FORMAT, required: "yes", allowed: "Up to 100 characters", example: "Lovelace" },
      { field: "email_address", format: TEXT_FORMAT, required: "yes", allowed: "An e-mail address, 6 to 255 characters; also the person's login", example: "ada@example.com" },
      { field: "phone_number", format: TEXT_FORMAT, required: "yes", allowed: "A phone number", example: "020 7946 0000" },
    ],
  }),
  doneWords: CREATED,
  resultColumns: [{ header: LOGIN_HEADER, format: TEXT_FORMAT }],
  houseOnly: true,
  checkBudget: "authenticated",
  parse: (cells) => parseContactOrder(cells),
  check: checkContacts,
  statuses: CONTACT_STATUSES,
} satisfies KindSpec<ContactOrder, ContactPreview, ContactResource, NoTerms>;

