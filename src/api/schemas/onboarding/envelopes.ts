/**
 * The onboarding API's envelopes (docs/provider-api.md §10): one resource comes as `{"data": {...}}` and is unwrapped here;
 * lists come unwrapped (`{"forms": [...], "pagination": {...}}`); a delete answers `{"data": {"message", "<x>_id"}}`.
 * Its pagination writes a missing previous/next page as null, which becomes the core API's `-1` here, so one
 * page walker serves both APIs.
 */
import { z } from "zod";

/** `{"data": T}` → T. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema }).transform((body) => (body as { data: z.output<T> }).data);
}

const pageNumberOrNone = z
  .number()
  .int()
  .nullable()
  .transform((page) => page ?? -1);

export const onboardingPaginationSchema = z.object({
  total_entries: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  previous_page: pageNumberOrNone,
  next_page: pageNumberOrNone,
  order: z.string(),
  order_asc_desc: z.string(),
});
export type OnboardingPaginationInput = z.input<typeof onboardingPaginationSchema>;

/** What a delete answers: a message and the id of what was deleted (under `form_id`, `person_id`, …). */
export const onboardingDeletionSchema = dataEnvelope(
  z.object({
    message: z.string(),
    form_id: z.string().optional(),
    person_id: z.string().optional(),
    document_id: z.string().optional(),
    document_image_id: z.string().optional(),
  }),
);
export type OnboardingDeletion = z.output<typeof onboardingDeletionSchema>;
