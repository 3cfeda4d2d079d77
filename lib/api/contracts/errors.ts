/**
 * Error body of every failed call (SPEC §8): `{ errors: [{ code, message }] }`.
 * `code` is what the UI translates; `message` is plain English for developers.
 * `field` (optional) points at the offending input, as a dotted path.
 */
import { z } from 'zod';

export const ApiErrorSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ErrorBodySchema = z.object({ errors: z.array(ApiErrorSchema).min(1) });

/** The auth server answers OAuth2-style errors and adds the same `errors` list. */
export const AuthErrorBodySchema = ErrorBodySchema.extend({
  error: z.string(),
  error_description: z.string(),
});
