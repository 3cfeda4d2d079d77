/**
 * Schemas of the sign-in and account forms (lib/rules validation: messages are
 * `Validation.*` keys), and the state each server action returns. Validation runs on the
 * server, so the forms work the same with and without JavaScript.
 */
import * as z from 'zod/mini';
import { emailField } from '@/lib/rules/validation/email';
import { loginPasswordField, newPasswordField, passwordsMatchCheck } from '@/lib/rules/validation/password';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import type { SessionUser, UserOrganization } from '@/atoms/user';

export const signInSchema = z.object({ email: emailField(), password: loginPasswordField() });
export const emailOnlySchema = z.object({ email: emailField() });
export const newPasswordSchema = z
  .object({
    password: newPasswordField(),
    confirmation: z.string({ error: VALIDATION_MESSAGES.required }).check(z.minLength(1, VALIDATION_MESSAGES.required)),
  })
  .check(passwordsMatchCheck<{ password: string; confirmation: string }>('password', 'confirmation'));

/** Field → message key of its first problem; empty when the data is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validate<T extends Record<string, unknown>>(
  schema: z.ZodMiniType<T>,
  data: Record<string, unknown>,
): { ok: true; value: T } | { ok: false; errors: FieldErrors<keyof T & string> } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<keyof T & string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof T & string;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** What the sign-in action answers (with JavaScript; without it, success is a redirect). */
export interface SignInState {
  status: 'idle' | 'error' | 'signedIn';
  /** Keeps the address typed before a refusal. */
  email?: string;
  /** Full message key of a refusal (`Auth.signIn.refused`…). */
  error?: string;
  fieldErrors?: FieldErrors<'email' | 'password'>;
  session?: { user: SessionUser; organizations: UserOrganization[]; admin: boolean };
}

export interface SignOutState {
  status: 'idle' | 'signedOut';
}

/** Asking for an emailed link (first connection, forgotten password). */
export interface LinkRequestState {
  status: 'idle' | 'error' | 'sent';
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors<'email'>;
}

/** Choosing a password with an emailed link (success redirects to the flow's page with `?fait=1`). */
export interface SetPasswordState {
  status: 'idle' | 'error';
  error?: string;
  fieldErrors?: FieldErrors<'password' | 'confirmation'>;
}
