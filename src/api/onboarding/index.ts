/**
 * The onboarding API (`/onboarding/v1`) on the core API's session and token: reference lists, forms, and the parts
 * of a form. Like the core resources, these only describe requests (JSON bodies, envelopes, checks before sending);
 * the requester wraps transport, session, retries and rate budget around them, and failures are the same typed
 * errors (404 NotFoundError, 422 UnprocessableEntityError / FormAlreadySubmittedError), their address fields named
 * as the product names them.
 */
import type { Requester } from "../internal/request-spec";
import { createOnboardingAccountUsage } from "./account-usage";
import { createOnboardingBusinessInformation } from "./business-information";
import { createOnboardingDocumentImages } from "./document-images";
import { createOnboardingDocuments } from "./documents";
import { withFieldsAsNamed } from "./error-fields";
import { createOnboardingForms } from "./forms";
import { createOnboardingPeople } from "./people";
import { createOnboardingReference } from "./reference";

export function createOnboarding(wireRequester: Requester) {
  const requester = withFieldsAsNamed(wireRequester);
  return {
    reference: createOnboardingReference(requester),
    forms: createOnboardingForms(requester),
    people: createOnboardingPeople(requester),
    accountUsage: createOnboardingAccountUsage(requester),
    businessInformation: createOnboardingBusinessInformation(requester),
    documents: createOnboardingDocuments(requester),
    documentImages: createOnboardingDocumentImages(requester),
  };
}

export type Onboarding = ReturnType<typeof createOnboarding>;
