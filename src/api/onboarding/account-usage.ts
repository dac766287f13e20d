/** A form's account usage: one per form, created, read, updated and deleted through the form's path. */
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  ACCOUNT_USAGE_FIELDS,
  dataEnvelope,
  onboardingAccountUsageSchema,
  onboardingDeletionSchema,
  type OnboardingAccountUsage,
  type OnboardingDeletion,
  type PRIMARY_PURPOSES,
} from "../schemas/onboarding";
import { checkedBody, formPath, replacementBody, type FieldUpdate } from "./request-body";

/** Individuals use collections_account, primary_purpose and source_of_funds; corporates all of them. */
export interface OnboardingAccountUsageFields {
  collections_account: boolean;
  primary_purpose: (typeof PRIMARY_PURPOSES)[number];
  /** Required when primary_purpose is `other`. */
  purpose_details?: string;
  source_of_funds?: string;
  collection_currencies?: string[];
  payment_currencies?: string[];
  transaction_countries?: string[];
  one_off_transaction?: boolean;
  estimated_monthly_transaction_value?: number;
  estimated_monthly_transaction_currency?: string;
  estimated_monthly_transaction_volume?: number;
  /** Required for companies younger than 12 months. */
  initial_capital?: number;
  document_ids?: string[];
}

const accountUsageSchema = dataEnvelope(onboardingAccountUsageSchema);

export function createOnboardingAccountUsage(requester: Requester) {
  const path = (formId: string) => formPath(formId, "account_usage");
  const get = async (formId: string, options: RequestOptions = {}): Promise<OnboardingAccountUsage> =>
    requester.request({ method: "GET", path: path(formId), schema: accountUsageSchema, options });
  return {
    get,

    async create(formId: string, usage: OnboardingAccountUsageFields, options: RequestOptions = {}): Promise<OnboardingAccountUsage> {
      const target = path(formId);
      return requester.request({ method: "POST", path: target, json: checkedBody(usage, ACCOUNT_USAGE_FIELDS, "create"), schema: accountUsageSchema, options });
    },

    /** Changes the fields given; the PUT carries the whole section, the saved values under the changes. */
    async update(formId: string, changes: FieldUpdate<OnboardingAccountUsageFields>, options: RequestOptions = {}): Promise<OnboardingAccountUsage> {
      const target = path(formId);
      const json = await replacementBody(changes, ACCOUNT_USAGE_FIELDS, () => get(formId, options));
      return requester.request({ method: "PUT", path: target, json, schema: accountUsageSchema, options });
    },

    async delete(formId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      return requester.request({ method: "DELETE", path: path(formId), schema: onboardingDeletionSchema, options });
    },
  };
}
