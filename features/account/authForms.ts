/**
 * Schemas of the sign-in and account forms (lib/rules validation: messages are
 * `Validation.*` keys), and the state each server action returns: the form layer's
 * Conform reply (forms/) plus what the form shows next. The same schema checks the
 * fields in the browser and on the server, so the forms behave alike without JavaScript.
 */
import * as z from 'zod/mini';
import { emailField } from '@/lib/rules/validation/email';
import { loginPasswordField, newPasswordField, passwordsMatchCheck } from '@/lib/rules/validation/password';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import type { SessionUser, UserOrganization } from '@/lib/api/contracts/users';
import type { ServerFormState } from '@/forms/useServerForm';

export const signInSchema = z.object({ email: emailField(), password: loginPasswordField() });
export const emailOnlySchema = z.object({ email: emailField() });
/** Signing out posts nothing but the form (its validation only lets Conform submit it). */
export const signOutSchema = z.object({});
export const newPasswordSchema = z
  .object({
    password: newPasswordField(),
    confirmation: z.string({ error: VALIDATION_MESSAGES.required }).check(z.minLength(1, VALIDATION_MESSAGES.required)),
  })
  .check(passwordsMatchCheck<{ password: string; confirmation: string }>('password', 'confirmation'));

export const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** A refused sign-in's messages, already in the visitor's language (./signInMessages). */
export interface SignInMessages {
  /** The refusal that names no field (wrong credentials, unverified account, service down). */
  form?: string;
  fields?: { email?: string; password?: string };
}

/** What the sign-in action answers (with JavaScript; without it, success is a redirect). */
export interface SignInState extends ServerFormState {
  status: 'idle' | 'error' | 'signedIn';
  /** With `error`: what to show, translated by the server (the keys stay in `result`). */
  messages?: SignInMessages;
  session?: { user: SessionUser; organizations: UserOrganization[]; admin: boolean };
}

export interface SignOutState extends ServerFormState {
  status: 'idle' | 'signedOut';
}

/** Asking for an emailed link (first connection, forgotten password). */
export interface LinkRequestState extends ServerFormState {
  status: 'idle' | 'error' | 'sent';
  /** The address the link went to. */
  email?: string;
}

/** Choosing a password with an emailed link (success redirects to the flow's page with `?fait=1`). */
export interface SetPasswordState extends ServerFormState {
  status: 'idle' | 'error';
}
