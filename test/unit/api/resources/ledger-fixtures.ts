/** Wire payloads of transactions and transfers, shaped like SW-resp `v2_a_transactions_id_GET_200.json` and the SW `Transfer` example. */
import type { TransactionInput, TransferInput } from "../../../../src/api/schemas";
import { ids } from "../wire-fixtures";

export const ledgerIds = {
  transaction: "85280ea5-ba77-414b-af1f-18283d4f140c",
  transfer: "993d63bd-e151-11e6-a5af-080027a79e8f",
  subAccount: "946f2d58-e150-11e6-a5af-080027a79e8f",
  transferKey: "6a0f3c1e-2b4d-4e8f-9a1b-2c3d4e5f6a7b",
};

export function transaction(overrides: Partial<TransactionInput> = {}): TransactionInput {
  return {
    id: ledgerIds.transaction,
    balance_id: ids.balance,
    account_id: ids.account,
    currency: "USD",
    amount: "100000.00",
    balance_amount: "100000.00",
    type: "credit",
    related_entity_type: "inbound_funds",
    related_entity_id: ids.funding,
    related_entity_short_reference: "",
    status: "completed",
    reason: "",
    settles_at: "2018-04-18T12:30:39+00:00",
    created_at: "2018-04-18T12:30:39+00:00",
    updated_at: "2021-03-02T07:53:46+00:00",
    completed_at: "2018-04-18T12:30:39+00:00",
    action: "funding",
    ...overrides,
  };
}

export function transfer(overrides: Partial<TransferInput> = {}): TransferInput {
  return {
    id: ledgerIds.transfer,
    short_reference: "BT-20200118-VMSCBS",
    source_account_id: ids.account,
    destination_account_id: ledgerIds.subAccount,
    currency: "GBP",
    amount: "1250.00",
    status: "pending",
    reason: "Director's fees for March",
    created_at: "2020-01-18T14:08:34+00:00",
    updated_at: "2020-01-18T14:08:34+00:00",
    completed_at: null,
    creator_account_id: ids.account,
    creator_contact_id: ids.contact,
    unique_request_id: null,
    ...overrides,
  };
}
