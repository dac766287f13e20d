/**
 * A corporate form's business information: one per form. Created at the plural path `business_informations`
 * (as the document's status table lists it); read, updated and deleted at `business_information`.
 */
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  BUSINESS_INFORMATION_FIELDS,
  dataEnvelope,
  onboardingBusinessInformationSchema,
  onboardingDeletionSchema,
  type LEGAL_ENTITY_TYPES,
  type OnboardingBusinessInformation,
  type OnboardingDeletion,
  type SECTORS,
} from "../schemas/onboarding";
import type { OnboardingAddressFields } from "./people";
import { checkedBody, formPath, replacementBody, type FieldUpdate } from "./request-body";

export interface OnboardingBusinessInformationFields {
  /** Country of registration, the same as the registered address's. */
  business_country: string;
  company_name: string;
  legal_entity_type: (typeof LEGAL_ENTITY_TYPES)[number];
  sector: (typeof SECTORS)[number];
  /** YYYY-MM-DD. */
  incorporation_date: string;
  registered_address_attributes: OnboardingAddressFields;
  trading_name?: string;
  company_registration_number?: string;
  vat_number?: string;
  /** Or another online presence. */
  business_website?: string;
  /** Required when there is no online presence. */
  business_activity_description?: string;
  /** When different from the registered address. */
  trading_address_attributes?: OnboardingAddressFields;
  document_ids?: string[];
}

const businessInformationSchema = dataEnvelope(onboardingBusinessInformationSchema);

export function createOnboardingBusinessInformation(requester: Requester) {
  const path = (formId: string) => formPath(formId, "business_information");
  const get = async (formId: string, options: RequestOptions = {}): Promise<OnboardingBusinessInformation> =>
    requester.request({ method: "GET", path: path(formId), schema: businessInformationSchema, options });
  return {
    get,

    async create(formId: string, business: OnboardingBusinessInformationFields, options: RequestOptions = {}): Promise<OnboardingBusinessInformation> {
      const target = formPath(formId, "business_informations");
      const json = checkedBody(business, BUSINESS_INFORMATION_FIELDS, "create");
      return requester.request({ method: "POST", path: target, json, schema: businessInformationSchema, options });
    },

    /** Changes the fields given; the PUT carries the whole section, the saved values under the changes. */
    async update(formId: string, changes: FieldUpdate<OnboardingBusinessInformationFields>, options: RequestOptions = {}): Promise<OnboardingBusinessInformation> {
      const target = path(formId);
      const json = await replacementBody(changes, BUSINESS_INFORMATION_FIELDS, () => get(formId, options));
      return requester.request({ method: "PUT", path: target, json, schema: businessInformationSchema, options });
    },

    async delete(formId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      return requester.request({ method: "DELETE", path: path(formId), schema: onboardingDeletionSchema, options });
    },
  };
}
