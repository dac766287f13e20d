/**
 * The client kind: rows that each onboard one client — a sub-account and its first contact. The service takes no
 * idempotency key for either, so `your_reference` is the natural key: every row's account is looked up by it
 * before anything is created, and a row whose account exists gets only what is missing (its first contact). A
 * re-run creates nothing twice, and a run cut off between a row's account and its contact finishes that row.
 */
import pLimit from "p-limit";
import { NotFoundError } from "../../api";
import type { Account, Contact } from "../../api/schemas";
import { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX, ACCOUNT_STATUSES, SPREAD_TABLE_NAMES } from "../../domain/client-values";
import type { DateSystem } from "../../domain/dates";
import { CLIENT_FIELDS, ColumnNames, parseClientOrder, type ClientOrder } from "../../domain/orders";
import { DATE_FORMAT, TEXT_FORMAT } from "../../workbook/number-formats";
import type { JobContext, KindApi } from "../engine/booking-api";
import { CheckCounter, type CheckOptions } from "../engine/check-progress";
import type { DoneRow, KindCheck, KindRun, KindSpec, NoTerms, RowCalls, StatusUpdate } from "../engine/kind-spec";
import type { OrderSheet } from "../engine/order-sheet";
import { trackRequestId } from "../engine/request-id";
import { CREATED, SHORT_REF_HEADER, STATUS_HEADER } from "../engine/result-columns";
import { utcDateTimeCell } from "../engine/result-values";
import { readyRows, refuse, type ReadyRow, type RowPlan } from "../engine/row-plan";
import type { Booking, RunCallOptions } from "../engine/run-booking";
import { EXAMPLE_MARKER } from "../engine/template-columns";
import { describeFailure } from "../error-text";

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
type LookupOptions = RunCallOptions | Record<string, never>;

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

async function checkClientRows(ctx: JobContext<ClientResource>, sheet: OrderSheet, plans: RowPlan<ClientOrder>[], options: CheckOptions): Promise<KindCheck<ClientOrder, ClientPreview, ClientResource>> {
  const columns = ColumnNames.of(sheet.mapping);
  const counter = new CheckCounter(plans.length, options, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - readyRows(plans).length);
  refuseRepeatedReferences(plans, columns);

  const found = new Map<number, { account: Account; contact: Contact | undefined }>();
  const limit = pLimit(LOOKUP_CONCURRENCY);
  await Promise.all(
    readyRows(plans).map((plan) =>
      limit(async () => {
        try {
          const { your_reference: reference, account_name: name } = plan.order.account;
          const account = await accountByReference(ctx.api, reference);
          // A reference already given to a client of another name is a second client under a reused reference, not this one.
          if (account !== undefined && account.account_name !== name) {
            refuse(plans, plan.row, `${columns.name("your_reference")}: "${reference}" is already the reference of ${account.account_name} (${account.short_reference}) — give this client its own reference`);
          } else if (account !== undefined) {
            found.set(plan.row, { account, contact: await firstContact(ctx.api, account.id) });
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

  const ready = readyRows(plans);
  const state = (plan: ReadyRow<ClientOrder>) => {
    const existing = found.get(plan.row);
    return existing === undefined ? "new" : existing.contact === undefined ? "contact" : "complete";
  };
  // A client whose sub-account and contact both exist is shown as such and never sent: the row gets its account's id.
  // A row an earlier run keyed may have made it itself: that row goes on to the run, which finds it, not creates it.
  for (const plan of ready) {
    const existing = found.get(plan.row);
    if (existing?.contact !== undefined && plan.existingKey === undefined) plan.exists = { id: existing.account.id, name: `${existing.account.account_name} (${existing.account.short_reference})` };
  }
  return {
    preview: {
      toCreate: ready.filter((plan) => state(plan) === "new").length,
      contactOnly: ready.filter((plan) => state(plan) === "contact").length,
      alreadyExisting: ready.filter((plan) => state(plan) === "complete").length,
      invalid: plans.filter((plan) => plan.state === "invalid").length,
    },
    funds: new Map(),
    drawn: () => [],
    totals: () => [],
    startRun: (run) => ({ row: (plan) => clientCalls(run, plan) }),
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

/** A row's client: its account looked up by reference and created only when missing, then its first contact the same way. */
function clientCalls({ api, audit, dates }: KindRun<ClientOrder, ClientResource>, plan: ReadyRow<ClientOrder>): RowCalls {
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
      let created = false;
      let account = await accountByReference(api, reference, options);
      if (account === undefined) {
        account = await api.accounts.create(order.account, { ...tracked.options, findExisting: () => accountByReference(api, reference, options) });
        created = true;
        audit({ actingAs: undefined, kind: "client", row: plan.row + 1, key: undefined, id: account.id, shortReference: account.short_reference, requestId: tracked.requestId(), event: "created" });
      }
      const accountId = account.id;
      let contact = await firstContact(api, accountId, options);
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
      [STATUS_HEADER]: status,
    },
  };
}

const GET_CONCURRENCY = 4;

/** A client's account status as the service has it now (enabled, disabled…). */
async function refreshClients(api: ClientApi, rows: readonly DoneRow[]): Promise<StatusUpdate[]> {
  const limit = pLimit(GET_CONCURRENCY);
  return Promise.all(
    rows.map((entry) =>
      limit(async (): Promise<StatusUpdate> => {
        try {
          const account = await api.accounts.get(entry.id);
          return { row: entry.row, status: account.status, message: `${account.account_name} (${account.short_reference})` };
        } catch (error) {
          if (error instanceof NotFoundError) return { row: entry.row, status: "not found", message: "the service no longer has this sub-account" };
          return { row: entry.row, status: undefined, message: `status not refreshed: ${describeFailure(error)}` };
        }
      }),
    ),
  );
}

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
  template: {
    sheet: "Clients",
    table: "FxClients",
    legendSheet: "Allowed values (clients)",
    markedFields: ["account_name"],
    columns: [
      { field: "your_reference", format: TEXT_FORMAT, required: "yes", allowed: `Your own unique reference for the client, up to ${ACCOUNT_REFERENCE_MAX} characters: a re-run finds the client by it`, example: "CL-0001" },
      { field: "account_name", format: TEXT_FORMAT, required: "yes", allowed: "The sub-account's name, up to 150 characters", example: EXAMPLE_MARKER },
      { field: "legal_entity_type", validationList: [...ACCOUNT_LEGAL_ENTITY_TYPES], required: "yes", allowed: "company or individual", example: "company" },
      { field: "legal_entity_sub_type", validationList: [...ACCOUNT_LEGAL_ENTITY_SUB_TYPES], required: "no", allowed: ACCOUNT_LEGAL_ENTITY_SUB_TYPES.join(", "), example: "limited_liability_company" },
      { field: "street", format: TEXT_FORMAT, required: "yes", allowed: "Street and number", example: "1 Quay Street" },
      { field: "city", format: TEXT_FORMAT, required: "yes", allowed: "City", example: "Bristol" },
      { field: "country", format: TEXT_FORMAT, required: "yes", allowed: "The two-letter ISO code (GB, US…)", example: "GB" },
      { field: "postal_code", format: TEXT_FORMAT, required: "US, CA, MX", allowed: "Up to 20 characters", example: "BS1 4DJ" },
      { field: "state_or_province", format: TEXT_FORMAT, required: "US, CA, MX", allowed: "State or province", example: null },
      { field: "identification_type", format: TEXT_FORMAT, required: "no", allowed: ACCOUNT_IDENTIFICATION_TYPES.join(", "), example: "incorporation_number" },
      { field: "identification_value", format: TEXT_FORMAT, required: "with an identification type", allowed: "The document's number", example: "01234567" },
      { field: "status", validationList: [...ACCOUNT_STATUSES], required: "no", allowed: `${ACCOUNT_STATUSES.join(", ")}; blank is enabled`, example: null },
      { field: "spread_table", validationList: [...SPREAD_TABLE_NAMES], required: "no", allowed: SPREAD_TABLE_NAMES.join(", "), example: null },
      { field: "first_name", format: TEXT_FORMAT, required: "yes", allowed: "The contact's first name", example: "Ada" },
      { field: "last_name", format: TEXT_FORMAT, required: "yes", allowed: "The contact's last name", example: "Lovelace" },
      { field: "email_address", format: TEXT_FORMAT, required: "yes", allowed: "The contact's e-mail; also the login id when none is given", example: "ada@example.com" },
      { field: "phone_number", format: TEXT_FORMAT, required: "yes", allowed: "The contact's phone number", example: "+44 117 496 0000" },
      { field: "timezone", format: TEXT_FORMAT, required: "no", allowed: "A time zone name such as Europe/London; blank is Europe/London", example: "Europe/London" },
      { field: "date_of_birth", format: DATE_FORMAT, required: "individuals", allowed: "The contact's date of birth (YYYY-MM-DD)", example: null },
      { field: "login_id", format: TEXT_FORMAT, required: "no", allowed: "A login id unique across the service; the e-mail when blank", example: null },
    ],
  },
  doneWords: CREATED,
  resultColumns: [{ header: SHORT_REF_HEADER, format: TEXT_FORMAT }, { header: CONTACT_ID_HEADER, format: TEXT_FORMAT }],
  houseOnly: true,
  checkBudget: "authenticated",
  parse: parseClientOrder,
  check: checkClientRows,
  refresh: refreshClients,
} satisfies KindSpec<ClientOrder, ClientPreview, ClientResource, NoTerms>;
