/**
 * Onboarding forms: list (filters and paging), create, get, update, delete, submit. A create sends the document's
 * payload structure — individual: `data` (form fields), `account_usage`, `people` (exactly one person); corporate:
 * `data` holding the form fields plus `business_information`, `account_usage` and `people` — every part checked
 * before anything is sent.
 */
import { InvalidInputError } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import { pagedFind } from "../resources/paged-find";
import {
  ACCOUNT_USAGE_FIELDS,
  BUSINESS_INFORMATION_FIELDS,
  dataEnvelope,
  FORM_FIELDS,
  FORM_LIST_FIELDS,
  onboardingFormSchema,
  onboardingFormsListSchema,
  onboardingFormWithSectionsSchema,
  PERSON_FIELDS,
  type ApplicationStatus,
  type EntityType,
  type OnboardingDeletion,
  type OnboardingForm,
  type OnboardingFormsList,
  type OnboardingFormWithSections,
} from "../schemas/onboarding";
import type { PageParams } from "../schemas/pagination";
import type { OnboardingAccountUsageFields } from "./account-usage";
import type { OnboardingBusinessInformationFields } from "./business-information";
import type { OnboardingPersonFields } from "./people";
import { checkedBody, deletion, formPath, ONBOARDING_PREFIX, type FieldUpdate } from "./request-body";

export interface OnboardingFormFields {
  entity_type: EntityType;
  /** Home country of an individual, registered-address country of a corporate; a permitted jurisdiction. */
  country: string;
  /** Of the user filling the form (for an individual, the applicant's). */
  email: string;
  phone_number?: string;
  /** Who fills the form and agrees to the terms. */
  contact_name?: string;
  /** Must be true when the form is submitted, after the provider's regulatory statement and terms were shown. */
  agreed_to_terms_and_conditions?: boolean;
  /** Corporates: the person filling the form may apply for the company; must be true when submitted. */
  agreed_to_corporate_authority?: boolean;
  agreed_to_marketing_emails?: boolean;
  affiliate_code?: string;
  referred_by?: string;
}

export interface OnboardingFormCreateParams {
  form: OnboardingFormFields;
  /** An individual's form has exactly one person, with roles [user]. */
  people?: OnboardingPersonFields[];
  account_usage?: OnboardingAccountUsageFields;
  /** Corporates only. */
  business_information?: OnboardingBusinessInformationFields;
}

export interface OnboardingFormListParams extends PageParams {
  application_status?: ApplicationStatus;
  entity_type?: EntityType;
  order?: "created_at" | "updated_at";
}

const formSchema = dataEnvelope(onboardingFormSchema);
const formWithSectionsSchema = dataEnvelope(onboardingFormWithSectionsSchema);

/** The request body of a create, laid out as the document's "Form payload structure" table says. */
function createPayload(params: OnboardingFormCreateParams): Record<string, unknown> {
  const form = checkedBody(params.form, FORM_FIELDS, "create");
  const people = params.people?.map((person, index) => checkedBody(person, PERSON_FIELDS, "create", `people[${index}].`));
  const accountUsage = params.account_usage === undefined ? undefined : checkedBody(params.account_usage, ACCOUNT_USAGE_FIELDS, "create", "account_usage.");
  if (form.entity_type === "individual") {
    if (params.business_information !== undefined) {
      throw new InvalidInputError("business_information", "not_applicable", "only a corporate form has business information; leave it out for an individual");
    }
    if (people !== undefined && people.length !== 1) {
      throw new InvalidInputError("people", "wrong_count", `an individual's form has exactly one person; ${people.length} were given`);
    }
    return { data: form, account_usage: accountUsage, people };
  }
  const business =
    params.business_information === undefined
      ? undefined
      : checkedBody(params.business_information, BUSINESS_INFORMATION_FIELDS, "create", "business_information.");
  return { data: { ...form, business_information: business, account_usage: accountUsage, people } };
}

export function createOnboardingForms(requester: Requester) {
  async function list(params: OnboardingFormListParams = {}, options: RequestOptions = {}): Promise<OnboardingFormsList> {
    const query = checkedBody(params, FORM_LIST_FIELDS, "update") as Record<string, string | number>;
    return requester.request({ method: "GET", path: `${ONBOARDING_PREFIX}/forms`, params: query, schema: onboardingFormsListSchema, options });
  }

  return {
    /** One page of the house account's forms (with their people and sections), filtered by status and kind. */
    list,

    /** Every matching form, page after page, as it is iterated. */
    listAll: pagedFind(list, (result: OnboardingFormsList) => result.forms),

    async create(params: OnboardingFormCreateParams, options: RequestOptions = {}): Promise<OnboardingForm> {
      return requester.request({ method: "POST", path: `${ONBOARDING_PREFIX}/forms`, json: createPayload(params), schema: formSchema, options });
    },

    /** The form with its business information, account usage and people. */
    async get(formId: string, options: RequestOptions = {}): Promise<OnboardingFormWithSections> {
      return requester.request({ method: "GET", path: formPath(formId), schema: formWithSectionsSchema, options });
    },

    async update(formId: string, changes: FieldUpdate<OnboardingFormFields>, options: RequestOptions = {}): Promise<OnboardingForm> {
      const path = formPath(formId);
      return requester.request({ method: "PUT", path, json: checkedBody(changes, FORM_FIELDS, "update"), schema: formSchema, options });
    },

    async delete(formId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      return requester.request(deletion(formPath(formId), { form_id: formId }, options));
    },

    /**
     * Submits the form; it can no longer change afterwards (every change then fails with FormAlreadySubmittedError).
     * Needs agreed_to_terms_and_conditions, and agreed_to_corporate_authority for a corporate.
     */
    async submit(formId: string, options: RequestOptions = {}): Promise<OnboardingForm> {
      return requester.request({ method: "POST", path: formPath(formId, "submit"), json: {}, schema: formSchema, options });
    },
  };
}

