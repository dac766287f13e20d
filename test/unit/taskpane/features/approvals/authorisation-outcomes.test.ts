import { describe, expect, it } from "@jest/globals";
import { paymentAuthorisationsSchema } from "../../../../../src/api/schemas";
import { authorisationOutcomes, outcomeSummary } from "../../../../../src/taskpane/features/approvals/authorisation-outcomes";

const ids = ["1", "2", "3", "4", "5"].map((n) => `bbbbbbbb-bbbb-4bbb-8bbb-00000000000${n}`);
const entry = (id: string, fields: Record<string, unknown>) => ({ payment_id: id, payment_status: "awaiting_authorisation", updated: false, error: null, auth_steps_taken: 0, auth_steps_required: 1, short_reference: "260105-X", ...fields });

describe("authorisation outcomes", () => {
  it("gives each payment its own outcome: authorised, a step of several, refused with what to do, and unanswered", () => {
    const answer = paymentAuthorisationsSchema.parse({
      authorisations: [
        entry(ids[0]!, { updated: true, payment_status: "authorised", auth_steps_taken: 1 }),
        entry(ids[1]!, { error: "You cannot authorise this Payment as it was created by you." }),
        entry(ids[2]!, { updated: true, auth_steps_taken: 1, auth_steps_required: 3 }),
        entry(ids[3]!, { payment_status: "released", error: "Payment in status released does not need authorisation" }),
      ],
    });
    const outcomes = authorisationOutcomes(ids, answer);
    expect([...outcomes.entries()]).toEqual([
      [ids[0], { kind: "authorised", message: "Authorised (1 of 1)" }],
      [ids[1], { kind: "refused", message: "You cannot authorise this Payment as it was created by you. — another user must authorise it" }],
      [ids[2], { kind: "step-taken", message: "Your authorisation is step 1 of 3: 2 more by other users" }],
      [ids[3], { kind: "refused", message: "Payment in status released does not need authorisation — reload the list to see where it is now" }],
      [ids[4], { kind: "refused", message: "The service did not answer for this payment: reload the list to see its status" }],
    ]);
    expect(outcomeSummary(outcomes)).toBe("1 authorised, 1 awaiting further steps, 3 refused");
  });

  it("treats an entry marked updated but carrying an error as refused", () => {
    const answer = paymentAuthorisationsSchema.parse({ authorisations: [entry(ids[0]!, { updated: true, error: "Payment is locked" })] });
    expect(authorisationOutcomes([ids[0]!], answer).get(ids[0]!)).toEqual({ kind: "refused", message: "Payment is locked" });
    expect(outcomeSummary(new Map())).toBe("nothing to authorise");
    const silent = paymentAuthorisationsSchema.parse({ authorisations: [entry(ids[1]!, { payment_status: "deleted" })] });
    expect(authorisationOutcomes([ids[1]!], silent).get(ids[1]!)).toEqual({ kind: "refused", message: "Not authorised (status deleted)" });
  });
});
