import { z } from "zod";

export const authenticationTokenSchema = z.object({
  auth_token: z.string().min(1),
});
export type AuthenticationTokenInput = z.input<typeof authenticationTokenSchema>;

/** close_session answers `{}`. */
export const closeSessionSchema = z.object({});
export type CloseSessionResultInput = z.input<typeof closeSessionSchema>;
