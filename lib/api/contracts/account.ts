/**
 * Account recovery on the auth server (sandbox: sandbox/routes/account.ts), under
 * {auth}/account. SPEC §2 names the pages (/premiere-connexion, /utilisateur/
 * recuperation-mot-de-passe); the calls are ours, in the same OAuth2-flavoured style as
 * the token endpoint (JSON or form-urlencoded bodies; `invalid_grant` for a bad link).
 *
 * Both requests for a link answer 202 whatever the address (an unknown address gets no
 * email), so the answer never tells whether an account exists.
 */
import { z } from 'zod';
import { Email, IsoDateTime } from './common';

/** What a link lets the user do: finish a first connection (activation) or replace a forgotten password. */
export const AccountTokenKindSchema = z.enum(['activation', 'reset']);
export type AccountTokenKind = z.infer<typeof AccountTokenKindSchema>;

/** A path of the app (starting with "/", never "//"): where to go after the first connection. */
export const AppPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\\]*$/u, 'must be a path of the app');

/** POST {auth}/account/first-connection: sends the link that sets a first password. */
export const FirstConnectionRequestSchema = z.object({
  email: Email,
  redirectTo: AppPathSchema.optional(),
});

/** POST {auth}/account/password-reset: sends the link that replaces a forgotten password. */
export const PasswordResetRequestSchema = z.object({ email: Email });

export const LinkSentResponseSchema = z.object({ sent: z.literal(true) });

/** GET {auth}/account/token?token=…: checks a link before showing the form. */
export const AccountTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const AccountTokenResponseSchema = z.object({
  kind: AccountTokenKindSchema,
  /** The address the link was sent to, partly masked (c•••••@example.org). */
  maskedEmail: z.string(),
  expiresAt: IsoDateTime,
  redirectTo: AppPathSchema.nullable(),
});
export type AccountTokenInfo = z.infer<typeof AccountTokenResponseSchema>;

/**
 * POST {auth}/account/password: sets the password with the link's token (once). The
 * password must pass lib/rules/validation/password (else 400 VALIDATION_ERROR on
 * `password`, message `Validation.passwordTooSimple`). An activation also verifies the
 * account; any use also lifts an expired password.
 */
export const SetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(128),
});
export const SetPasswordResponseSchema = z.object({
  kind: AccountTokenKindSchema,
  /** The account's address, to sign in with right away. */
  email: Email,
  redirectTo: AppPathSchema.nullable(),
});

/** Test mode: GET {base}/__test/emails?to=&kind= — the emails the sandbox "sent", newest first. POST {base}/__test/accounts creates an account. */
export const SentEmailSchema = z.object({
  id: z.int(),
  to: z.string(),
  kind: z.enum(['activation', 'reset', 'already-active']),
  subject: z.string(),
  text: z.string(),
  /** The link in the email (null when the email has none). */
  link: z.string().nullable(),
  createdAt: IsoDateTime,
});
export const SentEmailsResponseSchema = z.object({ data: z.array(SentEmailSchema) });
