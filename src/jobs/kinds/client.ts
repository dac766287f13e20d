/**
 * The client kind: rows that each onboard one client — a sub-account and its first contact. The service takes no
 * idempotency key for either, so `your_reference` is the natural key: every row's account is found by it before
 * anything is created — from the house's sub-accounts read page by page once at the check and once as the run starts
 * (pages-while-cheaper.ts), not a lookup per row — and a row whose account exists gets only what is missing (its
 * first contact). A re-run creates nothing twice, a client made by anyone between the check and the run is found, and
 * a run cut off between a row's account and its contact finishes that row.
 */
import pLimit from "p-limit";
import { type RequestOptions } from "../../api";
import type { Account, Contact } from "../../api/schemas";
import { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX, ACCOUNT_STATUSES, SPREAD_TABLE_NAMES } from "../../domain/client-values";
import { codeInWords, valuesInWords as inWords } from "../../domain";
import type { DateSystem } from "../../domain/dates";
import { CLIENT_FIELDS, ColumnNames, parseClientOrder, type ClientOrder } from "../../domain/orders";
import { DATE_FORMAT, TEXT_FORMAT } from "../../workbook";
import { type Booking, CheckCounter, type CheckOptions, CREATED, EXAMPLE_MARKER, type JobContext, type KindApi, type KindCheck, type KindRun, type KindSpec, type KindStatuses, kindTemplate, type NoTerms, type OrderSheet, type ReadyRow, readyRows, refuse, type RowCalls, type RowPlan, type RunCallOptions, SHORT_REF_HEADER, STATUS_HEADER, statusInWords, trackRequestId, utcDateTimeCell } from "../engine/kind-kit";
import { describeFailure } from "../error-text";
import { LISTING_PAGE, readPagesWhileCheaper } from "../pages-while-cheaper";

const CONTACT_ID_HEADER = "FX contact id";
const LOOKUP_CONCURRENCY = 4;

export interface ClientPreview {
  /** Rows whose sub-account (and contact) will be created. */
  toCreate: number;
  /** Rows whose sub-account exists (found by your reference) but has no contact yet: only the contact is created. */
  contactOnly: number;
  /** Rows whose sub-account and contact exist: written, not created. */
  alreadyExisting: number;
  invalid: number;
}

/** The client kind calls accounts and contacts. */
const CLIENT_RESOURCES = ["accounts", "contacts"] as const;
type ClientResource = (typeof CLIENT_RESOURCES)[number];
type ClientApi = KindApi<ClientResource>;
type LookupOptions = RequestOptions;

/** The sub-account with exactly this reference (the service's filter is exact; the check is kept in case it is not). */
async function accountByReference(api: ClientApi, reference: string, options: LookupOptions = {}): Promise<Account | undefined> {
  const found = await api.accounts.find({ your_reference: reference, per_page: 25 }, options);
  return found.accounts.find((account) => account.your_reference === reference);
}

/** The sub-account's first contact (the one onboarding created). */
async function firstContact(api: ClientApi, accountId: string, options: LookupOptions = {}): Promise<Contact | undefined> {
  const found = await api.contacts.find({ account_id: accountId, order: "created_at", order_asc_desc: "asc", per_page: 1 }, options);
  return found.contacts[0];
}

/**
 * The house's sub-accounts by your reference and their first contacts, read from pages for many rows at once; what
 * the pages did not tell (they stop where a lookup per row is cheaper) is looked up by itself. A contacts find without
 * an account covers the sub-accounts (SW FindContacts filters by a "Sub-Account UUID"), first made first.
 */
class KnownClients {
  private readonly accountIds: ReadonlySet<string>;
  private contacts: Promise<Map<string, Contact>> | undefined;
  /** Every page of contacts was read: an account the pages hold no contact of has none. */
  private contactsReadWhole = false;

  private constructor(
    private readonly api: ClientApi,
    private readonly accounts: ReadonlyMap<string, Account>,
    private readonly allAccountsRead: boolean,
    private readonly options: LookupOptions,
  ) {
    this.accountIds = new Set([...accounts.values()].map((account) => account.id));
  }

  static async read(api: ClientApi, references: readonly string[], options: LookupOptions = {}): Promise<KnownClients> {
    const accounts = new Map<string, Account>();
    let wanted = [...new Set(references)];
    const read = await readPagesWhileCheaper(api.accounts.findAll({ per_page: LISTING_PAGE }, options), (page) => {
      for (const account of page) if (account.your_reference !== null && account.your_reference !== undefined) accounts.set(account.your_reference, account);
      wanted = wanted.filter((reference) => !accounts.has(reference));
      return wanted.length;
    });
    return new KnownClients(api, accounts, read.complete, options);
  }

  /** The sub-account with this reference: from the pages, else, when they were not all read, looked up by itself. */
  async account(reference: string): Promise<Account | undefined> {
    const held = this.accounts.get(reference);
    if (held !== undefined || this.allAccountsRead) return held;
    return accountByReference(this.api, reference, this.options);
  }

  /** The first contact of an account: the accounts the pages hold have theirs read from pages, once; any other is asked alone. */
  async firstContact(accountId: string): Promise<Contact | undefined> {
    if (!this.accountIds.has(accountId)) return firstContact(this.api, accountId, this.options);
    this.contacts ??= this.readContacts();
    const contacts = await this.contacts.catch((error: unknown) => {
      this.contacts = undefined;
      throw error;
    });
    return contacts.get(accountId) ?? (this.contactsReadWhole ? undefined : firstContact(this.api, accountId, this.options));
  }

  private async readContacts(): Promise<Map<string, Contact>> {
    const first = new Map<string, Contact>();
    let wanted = [...this.accounts.values()].map((account) => account.id);
    const read = await readPagesWhileCheaper(this.api.contacts.findAll({ per_page: LISTING_PAGE, order: "created_at", order_asc_desc: "asc" }, this.options), (page) => {
      for (const contact of page) if (!first.has(contact.account_id)) first.set(contact.account_id, contact);
      wanted = wanted.filter((id) => !first.has(id));
      return wanted.length;
    });
    this.contactsReadWhole = read.complete;
    return first;
  }
}

async function checkClientRows(ctx: JobContext<ClientResource>, sheet: OrderSheet, plans: RowPlan<ClientOrder>[], options: CheckOptions): Promise<KindCheck<ClientOrder, ClientPreview, ClientResource>> {
  const columns = ColumnNames.of(sheet.mapping);
  const counter = new CheckCounter(plans.length, options, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - readyRows(plans).length);
  refuseRepeatedReferences(plans, columns);

  const found = new Map<number, { account: Account; contact: Contact | undefined }>();
  const ready = readyRows(plans);
  // Read on first use, so a check with no row to look up sends nothing.
  let known: Promise<KnownClients> | undefined;
  const clientsRead = () => (known ??= KnownClients.read(ctx.api, ready.map((plan) => plan.order.account.your_reference), { signal: options.signal }));
  const limit = pLimit(LOOKUP_CONCURRENCY);
  await Promise.all(
    ready.map((plan) =>
      limit(async () => {
        try {
          const { your_reference: reference, account_name: name } = plan.order.account;
          const clients = await clientsRead();
          const account = await clients.account(reference);
          // A reference already given to a client of another name is a second client under a reused reference, not this one.
          if (account !== undefined && account.account_name !== name) {
            refuse(plans, plan.row, `${columns.name("your_reference")}: "${reference}" is already the reference of ${account.account_name} (${account.short_reference}) — give this client its own reference`);
          } else if (account !== undefined) {
            found.set(plan.row, { account, contact: await clients.firstContact(account.id) });
          }
        } catch (error) {
          counter.throwIfCancelled();
          refuse(plans, plan.row, `${columns.name("your_reference")}: could not look the client up — ${describeFailure(error)}`);
        }
        counter.rowsChecked(1);
      }),
    ),
  );
  counter.throwIfCancelled();
  counter.finish();

  const state = (plan: ReadyRow<ClientOrder>) => {
    const existing = found.get(plan.row);
    return existing === undefined ? "new" : existing.contact === undefined ? "contact" : "complete";
  };
  // A client whose sub-account and contact both exist is shown as such and never sent: the row gets its account's id.
  // A row an earlier run keyed may have made it itself: that row goes on to the run, which finds it, not creates it.
  for (const plan of readyRows(plans)) {
    const existing = found.get(plan.row);
    if (existing?.contact !== undefined && plan.existingKey === undefined) plan.exists = { id: existing.account.id, name: `${existing.account.account_name} (${existing.account.short_reference})` };
  }
  return {
    preview: {
      toCreate: readyRows(plans).filter((plan) => state(plan) === "new").length,
      contactOnly: readyRows(plans).filter((plan) => state(plan) === "contact").length,
      alreadyExisting: readyRows(plans).filter((plan) => state(plan) === "complete").length,
      invalid: plans.filter((plan) => plan.state === "invalid").length,
    },
    funds: new Map(),
    drawn: () => [],
    totals: () => [],
    startRun: (run) => {
      // Read again as the run starts (the first create asks): a client made since the check, by anyone, is found there.
      let known: Promise<KnownClients> | undefined;
      const clients = (options: RunCallOptions) => {
        known ??= KnownClients.read(run.api, run.sending.map((plan) => plan.order.account.your_reference), options);
        return known.catch((error: unknown) => {
          known = undefined;
          throw error;
        });
      };
      return { row: (plan) => clientCalls(run, plan, clients) };
    },
  };
}

/** Two rows with one reference would be one client: the second is refused. */
function refuseRepeatedReferences(plans: RowPlan<ClientOrder>[], columns: ColumnNames): void {
  const firstRow = new Map<string, number>();
  for (const plan of readyRows(plans)) {
    const reference = plan.order.account.your_reference;
    const first = firstRow.get(reference);
    if (first === undefined) firstRow.set(reference, plan.row);
    else refuse(plans, plan.row, `${columns.name("your_reference")}: row ${first + 1} already onboards "${reference}" — give each client its own reference, or delete one of the two rows`);
  }
}

/**
 * A row's client: its account found by reference in the run's reading and created only when missing, then its first
 * contact the same way (an account this run just made has none). A row an earlier run may have sent is looked up by
 * itself first (find).
 */
function clientCalls({ api, audit, dates }: KindRun<ClientOrder, ClientResource>, plan: ReadyRow<ClientOrder>, clients: (options: RunCallOptions) => Promise<KnownClients>): RowCalls {
  const { order } = plan;
  const reference = order.account.your_reference;
  return {
    find: async (_rowKey, options) => {
      const account = await accountByReference(api, reference, options);
      const contact = account === undefined ? undefined : await firstContact(api, account.id, options);
      return account === undefined || contact === undefined ? undefined : clientBooking(account, contact, dates, undefined, "existing");
    },
    create: async (_rowKey, options) => {
      const tracked = trackRequestId(options);
      const known = await clients(options);
      let created = false;
      let account = await known.account(reference);
      let contact: Contact | undefined;
      if (account === undefined) {
        account = await api.accounts.create(order.account, { ...tracked.options, findExisting: () => accountByReference(api, reference, options) });
        created = true;
        audit({ actingAs: undefined, kind: "client", row: plan.row + 1, key: undefined, id: account.id, shortReference: account.short_reference, requestId: tracked.requestId(), event: "created" });
      } else contact = await known.firstContact(account.id);
      const accountId = account.id;
      if (contact === undefined) {
        contact = await api.contacts.create({ ...order.contact, account_id: accountId }, { ...tracked.options, findExisting: () => firstContact(api, accountId, options) });
        created = true;
      }
      return clientBooking(account, contact, dates, tracked.requestId(), created ? "created" : "existing");
    },
  };
}

/** A row's result: the account id (FX id), its short reference, the contact id; "created" by this run or "existing". */
function clientBooking(account: Account, contact: Contact, dates: DateSystem, requestId: string | undefined, status: "created" | "existing"): Booking {
  return {
    id: account.id,
    requestId,
    shortReference: account.short_reference,
    madeAt: utcDateTimeCell(account.created_at, dates),
    cells: {
      [SHORT_REF_HEADER]: account.short_reference,
      [CONTACT_ID_HEADER]: contact.id,
      [STATUS_HEADER]: statusInWords(status),
    },
  };
}

/** A client's account status as the service has it now (enabled, disabled…). */
const CLIENT_STATUSES: KindStatuses<ClientResource> = {
  one: async (api, row) => {
    const account = await api.accounts.get(row.id);
    return { status: statusInWords(account.status), message: `${account.account_name} (${account.short_reference})` };
  },
  gone: { status: statusInWords("not found"), message: "the service no longer has this sub-account" },
};

export const clientKind = {
  kind: "client" as const,
  resources: CLIENT_RESOURCES,
  labels: {
    singular: "client",
    plural: "clients",
    tab: "Add clients",
    title: "Onboard clients",
    intro: "Select rows that each describe a client — its sub-account and first contact — then check them. Your reference finds a client again: a re-run never creates one twice.",
    totals: { caption: "Clients", currency: "Country" },
  },
  fields: CLIENT_FIELDS,
  template: kindTemplate({
    sheet: "Clients",
    table: "FxClients",
    legendSheet: "Allowed values (clients)",
    marked: "account_name",
    columns: [
      { field: "your_reference", format: TEXT_FORMAT, required: "yes", allowed: `Your own unique reference for the client, up to ${ACCOUNT_REFERENCE_MAX} characters: a re-run finds the client by it`, example: "CL-0001" },
      { field: "account_name", format: TEXT_FORMAT, required: "yes", allowed: "The sub-account's name, up to 150 characters", example: EXAMPLE_MARKER },
      { field: "legal_entity_type", validationList: inWords(ACCOUNT_LEGAL_ENTITY_TYPES), required: "yes", allowed: inWords(ACCOUNT_LEGAL_ENTITY_TYPES).join(" or "), example: codeInWords("company") },
      { field: "legal_entity_sub_type", validationList: inWords(ACCOUNT_LEGAL_ENTITY_SUB_TYPES), required: "no", allowed: inWords(ACCOUNT_LEGAL_ENTITY_SUB_TYPES).join(", "), example: codeInWords("limited_liability_company") },
      { field: "street", format: TEXT_FORMAT, required: "yes", allowed: "Street and number", example: "1 Quay Street" },
      { field: "city", format: TEXT_FORMAT, required: "yes", allowed: "City", example: "Bristol" },
      { field: "country", format: TEXT_FORMAT, required: "yes", allowed: "The two-letter ISO code (GB, US…)", example: "GB" },
      { field: "postal_code", format: TEXT_FORMAT, required: "US, CA, MX", allowed: "Up to 20 characters", example: "BS1 4DJ" },
      { field: "state_or_province", format: TEXT_FORMAT, required: "US, CA, MX", allowed: "State or province", example: null },
      { field: "identification_type", validationList: inWords(ACCOUNT_IDENTIFICATION_TYPES), required: "no", allowed: inWords(ACCOUNT_IDENTIFICATION_TYPES).join(", "), example: codeInWords("incorporation_number") },
      { field: "identification_value", format: TEXT_FORMAT, required: "with an identification type", allowed: "The document's number", example: "01234567" },
      { field: "status", validationList: inWords(ACCOUNT_STATUSES), required: "no", allowed: `${inWords(ACCOUNT_STATUSES).join(", ")}; blank is ${codeInWords("enabled")}`, example: null },
      { field: "spread_table", validationList: inWords(SPREAD_TABLE_NAMES), required: "no", allowed: inWords(SPREAD_TABLE_NAMES).join(", "), example: null },
      { field: "first_name", format: TEXT_FORMAT, required: "yes", allowed: "The contact's first name", example: "Ada" },
      { field: "last_name", format: TEXT_FORMAT, required: "yes", allowed: "The contact's last name", example: "Lovelace" },
      { field: "email_address", format: TEXT_FORMAT, required: "yes", allowed: "The contact's e-mail; also the login id when none is given", example: "ada@example.com" },
      { field: "phone_number", format: TEXT_FORMAT, required: "yes", allowed: "The contact's phone number", example: "+44 117 496 0000" },
      { field: "timezone", format: TEXT_FORMAT, required: "no", allowed: "A time zone name such as Europe/London; blank is Europe/London", example: "Europe/London" },
      { field: "date_of_birth", format: DATE_FORMAT, required: "individuals", allowed: "The contact's date of birth (YYYY-MM-DD)", example: null },
      { field: "login_id", format: TEXT_FORMAT, required: "no", allowed: "A login id unique across the service; the e-mail when blank", example: null },
    ],
  }),
  doneWords: CREATED,
  resultColumns: [{ header: SHORT_REF_HEADER, format: TEXT_FORMAT }, { header: CONTACT_ID_HEADER, format: TEXT_FORMAT }],
  houseOnly: true,
  checkBudget: "authenticated",
  parse: parseClientOrder,
  check: checkClientRows,
  statuses: CLIENT_STATUSES,
} satisfies KindSpec<ClientOrder, ClientPreview, ClientResource, NoTerms>;
