/** The people of a form: directors, users and ultimate business owners (one `user` on an individual's form). */
import { parseUuid } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  dataEnvelope,
  onboardingPeopleListSchema,
  onboardingPersonSchema,
  PERSON_FIELDS,
  type OnboardingDeletion,
  type OnboardingPerson,
  type PERSON_ROLES,
} from "../schemas/onboarding";
import { checkedBody, deletion, formPath, replacementBody, type FieldUpdate } from "./request-body";

/** An address as the product sends it (`personal_address_attributes`, `registered_address_attributes`, …); the state is renamed for the wire. */
export interface OnboardingAddressFields {
  street: string;
  city: string;
  postal_code: string;
  /** ISO country code. */
  country: string;
  apartment_number?: string | null;
  building_name?: string | null;
  building_number?: string | null;
  /** Required for the US, Australia and Canada. */
  state_of_province?: string | null;
}

export interface OnboardingPersonFields {
  roles: (typeof PERSON_ROLES)[number][];
  first_name: string;
  last_name: string;
  /** ISO country code of the current permanent address. */
  home_country: string;
  middle_name?: string;
  /** YYYY-MM-DD. */
  dob?: string;
  citizenship?: string;
  phone_number?: string;
  /** Required when the person wants a user account (every `user`). */
  email?: string;
  /** 0–100; required for an ultimate business owner. */
  ownership_percentage?: number;
  /** Social security number; home country US only. */
  id_number?: string;
  passport_number?: string;
  passport_country_of_issue?: string;
  document_ids?: string[];
  personal_address_attributes?: OnboardingAddressFields;
}

const personSchema = dataEnvelope(onboardingPersonSchema);
const peopleSchema = onboardingPeopleListSchema.transform((body) => body.people);

export function createOnboardingPeople(requester: Requester) {
  const personPath = (formId: string, personId: string) => formPath(formId, "people", parseUuid(personId, "person_id"));
  const get = async (formId: string, personId: string, options: RequestOptions = {}): Promise<OnboardingPerson> =>
    requester.request({ method: "GET", path: personPath(formId, personId), schema: personSchema, options });
  return {
    async list(formId: string, options: RequestOptions = {}): Promise<OnboardingPerson[]> {
      return requester.request({ method: "GET", path: formPath(formId, "people"), schema: peopleSchema, options });
    },

    async create(formId: string, person: OnboardingPersonFields, options: RequestOptions = {}): Promise<OnboardingPerson> {
      const path = formPath(formId, "people");
      return requester.request({ method: "POST", path, json: checkedBody(person, PERSON_FIELDS, "create"), schema: personSchema, options });
    },

    get,

    /** Changes the fields given; the PUT carries the whole person, the saved values under the changes. */
    async update(formId: string, personId: string, changes: FieldUpdate<OnboardingPersonFields>, options: RequestOptions = {}): Promise<OnboardingPerson> {
      const path = personPath(formId, personId);
      const json = await replacementBody(changes, PERSON_FIELDS, () => get(formId, personId, options));
      return requester.request({ method: "PUT", path, json, schema: personSchema, options });
    },

    async delete(formId: string, personId: string, options: RequestOptions = {}): Promise<OnboardingDeletion> {
      return requester.request(deletion(personPath(formId, personId), { person_id: personId }, options));
    },
  };
}
