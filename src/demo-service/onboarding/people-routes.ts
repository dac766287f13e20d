/** /onboarding/v1/forms/{form_id}/people: list, create (201), get, update, delete; 422 once the form is submitted. */
import type { FastifyInstance } from "fastify";
import { PERSON_FIELDS, type OnboardingPeopleListInput, type OnboardingPersonInput } from "../wire";
import { timestamp } from "../format";
import type { DemoRuntime } from "../runtime";
import { onboardingData } from "./data";
import { unprocessable } from "./errors";
import { changeableFormOf, checkDocumentIds, formOf, peopleOf, personOf } from "./records";
import { PERSON_RESPONSE_FIELDS } from "./response-fields";
import { checkedBody, newRecord, updatedRecord } from "./sections";

type PersonParams = { Params: { formId: string; personId: string } };
type FormParams = { Params: { formId: string } };

export function registerPeopleRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get<FormParams>("/v1/forms/:formId/people", async (request) => {
    const form = formOf(demoService, request, request.params.formId);
    const body: OnboardingPeopleListInput = { people: peopleOf(onboardingData(demoService), form.wire.id) };
    return body;
  });

  app.post<FormParams>("/v1/forms/:formId/people", async (request, reply) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const data = onboardingData(demoService);
    const fields = checkedBody(request.body, PERSON_FIELDS, "create", 422, demoService.clock.now());
    checkDocumentIds(data, form.wire.id, fields.document_ids);
    if (form.wire.entity_type === "individual" && peopleOf(data, form.wire.id).length > 0) {
      throw unprocessable("base", "too_many_people", "an individual's form has exactly one person; update or delete the one it has");
    }
    const person = newRecord<OnboardingPersonInput & { form_id: string }>(form.wire.id, fields, demoService.clock.now(), PERSON_RESPONSE_FIELDS);
    data.people[person.id] = person;
    demoService.changed();
    reply.code(201);
    return { data: person };
  });

  app.get<PersonParams>("/v1/forms/:formId/people/:personId", async (request) => {
    const form = formOf(demoService, request, request.params.formId);
    return { data: personOf(onboardingData(demoService), form.wire.id, request.params.personId) };
  });

  app.put<PersonParams>("/v1/forms/:formId/people/:personId", async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const data = onboardingData(demoService);
    const person = personOf(data, form.wire.id, request.params.personId);
    // The PUT body is the create's schema (ONB-SW create_person_request): its required fields are required here too.
    const fields = checkedBody(request.body, PERSON_FIELDS, "create", 422, demoService.clock.now());
    checkDocumentIds(data, form.wire.id, fields.document_ids);
    const updated = updatedRecord(person, fields, timestamp(demoService.clock.now()));
    data.people[person.id] = updated;
    demoService.changed();
    return { data: updated };
  });

  app.delete<PersonParams>("/v1/forms/:formId/people/:personId", async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const data = onboardingData(demoService);
    const person = personOf(data, form.wire.id, request.params.personId);
    delete data.people[person.id];
    demoService.changed();
    return { data: { message: "Person deleted", person_id: person.id } };
  });
}
