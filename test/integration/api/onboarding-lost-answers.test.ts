/**
 * Onboarding edits whose answer is lost on the way back (the service made the change, the connection dropped):
 * a PUT is sent again and the form holds the change once; a DELETE is sent again and, finding the thing gone,
 * reports it deleted instead of "not found". What reached the service is counted per method and path.
 */
import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import { corporateForm, director } from "../../support/onboarding-data";
import { withDemoService } from "../../support/with-demo-service";

const demo = withDemoService({ perTest: true });

/** A client whose first `method` request reaches the service but whose answer never comes back. */
function clientLosingFirstAnswerTo(method: "PUT" | "DELETE") {
  const sent: string[] = [];
  let lost = false;
  const losing: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
    if (init.method === method && !lost) {
      lost = true;
      throw new TypeError("fetch failed: connection dropped after the request was sent");
    }
    return response;
  };
  return { client: demo.newClient({ fetch: losing }), sent };
}

describe("onboarding edits whose answer is lost", () => {
  it("sends a PUT again: the change is made, and made once", async () => {
    const form = await demo.client.onboarding.forms.create(corporateForm);
    const { client, sent } = clientLosingFirstAnswerTo("PUT");

    const updated = await client.onboarding.forms.update(form.id, { agreed_to_terms_and_conditions: true });

    expect(updated.agreed_to_terms_and_conditions).toBe(true);
    expect(sent.filter((line) => line.startsWith("PUT"))).toEqual([`PUT /onboarding/v1/forms/${form.id}`, `PUT /onboarding/v1/forms/${form.id}`]);
    expect((await demo.client.onboarding.forms.get(form.id)).agreed_to_terms_and_conditions).toBe(true);
  });

  it("sends a DELETE again and reports the person deleted when the repeat finds them gone", async () => {
    const form = await demo.client.onboarding.forms.create(corporateForm);
    const second = await demo.client.onboarding.people.create(form.id, { ...director, first_name: "Amal", email: "amal@example.com" });
    const { client, sent } = clientLosingFirstAnswerTo("DELETE");

    const deletion = await client.onboarding.people.delete(form.id, second.id);

    expect(deletion.person_id).toBe(second.id);
    const path = `/onboarding/v1/forms/${form.id}/people/${second.id}`;
    expect(sent.filter((line) => line.startsWith("DELETE"))).toEqual([`DELETE ${path}`, `DELETE ${path}`]);
    const people = await demo.client.onboarding.people.list(form.id);
    expect(people.map((person) => person.first_name)).toEqual(["Jane"]);
  });

  it("sends a form's DELETE again and reports the form deleted", async () => {
    const form = await demo.client.onboarding.forms.create(corporateForm);
    const { client, sent } = clientLosingFirstAnswerTo("DELETE");

    await expect(client.onboarding.forms.delete(form.id)).resolves.toMatchObject({ form_id: form.id });
    expect(sent.filter((line) => line.startsWith("DELETE"))).toHaveLength(2);
    await expect(demo.client.onboarding.forms.get(form.id)).rejects.toMatchObject({ status: 404 });
  });
});
