/**
 * Finding onboarding records for a request — the form within the caller's house account, and what belongs to
 * it — with the answers the onboarding document gives when they are missing (404, an unknown or malformed id
 * alike) or when the form is submitted (422 on any change). Also renders a form as the API answers it.
 */
import type { FastifyRequest } from "fastify";
import type { OnboardingFormInput, OnboardingFormWithSectionsInput } from "../wire";
import { signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId } from "../state";
import { onboardingData, type OnboardingData, type StoredForm } from "./data";
import { alreadySubmitted, recordNotFound, unprocessable } from "./errors";

export function formOf(demoService: DemoRuntime, request: FastifyRequest, formId: string): StoredForm {
  const form = byId(onboardingData(demoService).forms, formId);
  if (!form || form.accountId !== signedInUser(request).account_id) throw recordNotFound("form");
  return form;
}

/** The form, for a change: a submitted form refuses every change to itself and to anything in it. */
export function changeableFormOf(demoService: DemoRuntime, request: FastifyRequest, formId: string): StoredForm {
  const form = formOf(demoService, request, formId);
  if (form.wire.state === "submitted") throw alreadySubmitted();
  return form;
}

export function personOf(data: OnboardingData, formId: string, personId: string) {
  const person = byId(data.people, personId);
  if (!person || person.form_id !== formId) throw recordNotFound("person");
  return person;
}

export function documentOf(data: OnboardingData, formId: string, documentId: string) {
  const document = byId(data.documents, documentId);
  if (!document || document.formId !== formId) throw recordNotFound("document");
  return document;
}

/** document_ids given to a person or section must be documents of the same form (422 otherwise). */
export function checkDocumentIds(data: OnboardingData, formId: string, ids: unknown): void {
  if (!Array.isArray(ids)) return;
  const unknown = ids.filter((id) => typeof id !== "string" || byId(data.documents, id)?.formId !== formId);
  if (unknown.length > 0) {
    throw unprocessable("document_ids", "invalid_documents", `no document of this form has the id ${unknown.join(", ")}; create the document on the form first`);
  }
}

/** The people of a form, oldest first. */
export function peopleOf(data: OnboardingData, formId: string) {
  return Object.values(data.people)
    .filter((person) => person.form_id === formId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Where a document is referenced from: a person, the account usage or the business information. */
export function sectionReferencing(data: OnboardingData, formId: string, documentId: string): { type: string; id: string } | undefined {
  const person = peopleOf(data, formId).find((candidate) => candidate.document_ids?.includes(documentId));
  if (person) return { type: "person", id: person.id };
  const usage = data.accountUsages[formId];
  if (usage?.document_ids?.includes(documentId)) return { type: "account_usage", id: usage.id };
  const business = data.businessInformations[formId];
  if (business?.document_ids?.includes(documentId)) return { type: "business_information", id: business.id };
  return undefined;
}

export function formWire(data: OnboardingData, form: StoredForm): OnboardingFormInput {
  const formId = form.wire.id;
  const detached = Object.values(data.documents)
    .filter((document) => document.formId === formId && sectionReferencing(data, formId, document.wire.id) === undefined)
    .map((document) => document.wire.id);
  return { ...form.wire, detached_document_ids: detached };
}

export function formWithSections(data: OnboardingData, form: StoredForm): OnboardingFormWithSectionsInput {
  const formId = form.wire.id;
  return {
    ...formWire(data, form),
    business_information: data.businessInformations[formId] ?? null,
    account_usage: data.accountUsages[formId] ?? null,
    people: peopleOf(data, formId),
  };
}
