/** A prepared job narrowed to the payment kind, for the tests that read its funding and cover choices. */
import type { PreparedJob } from "../../../src/jobs";

export function paymentJob(job: PreparedJob): Extract<PreparedJob, { kind: "payment" }> {
  if (job.kind !== "payment") throw new Error("expected a payment job");
  return job;
}
