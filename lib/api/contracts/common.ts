/**
 * Shared building blocks of the forms API contract (SPEC §3, §7). Both sides use these
 * schemas: the sandbox validates request bodies with them, the client and the tests
 * validate responses with them. Amounts are integer cents everywhere.
 */
import { z } from 'zod';
import { FORM_TYPES, type FormType } from '@/lib/kinds/formKinds';
import { isValidEmail } from '@/lib/rules/validation/emailAddress';

/** Largest amount the API accepts in one field: 1 000 000 € in cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export const Cents = z.int().min(0).max(MAX_AMOUNT_CENTS);
export const Id = z.int().min(1).max(2_147_483_647);
/** ISO 8601 date-time with an offset or `Z`, as the API writes them. */
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/u, 'must be a lower-case slug (a-z, 0-9, hyphens)');
/** An email address as lib/rules/validation/email accepts it (surrounding spaces ignored). */
export const Email = z.string().trim().refine(isValidEmail, 'must be a valid email address (name@domain.tld)');

export const FormTypeSchema = z.enum(FORM_TYPES);

/**
 * formType as it appears in URLs and query strings: the API names (Donation, Event…),
 * compared case-insensitively (`donation`, `CROWDFUNDING` are accepted).
 */
export const FormTypeParam = z
  .string()
  .max(40)
  .transform((value, ctx): FormType => {
    const match = FORM_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown formType "${value}" (expected one of ${FORM_TYPES.join(', ')})`,
      });
      return z.NEVER;
    }
    return match;
  });

export const MetaSchema = z.object({ createdAt: IsoDateTime, updatedAt: IsoDateTime });

/** Keys of a form: which form a cart, a prospect or a query is about. */
export const FormKeySchema = z.object({
  organizationSlug: Slug,
  formSlug: Slug,
  formType: FormTypeParam,
});

export const PageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), continuationToken: z.string().nullable() });
