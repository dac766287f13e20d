/** SW AuthenticationToken: what `authenticate/api` answers. */
export type AuthenticationTokenInput = {
  auth_token: string;
};

/** `authenticate/close_session` answers `{}` (SW Logout). */
export type CloseSessionResultInput = Record<string, never>;
