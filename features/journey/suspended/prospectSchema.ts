/** The prospect form's schema (payment suspended: an email to hear when it reopens), loaded on first use. */
import * as z from 'zod/mini';
import { emailField } from '@/lib/rules/validation/email';

export const prospectSchema = z.object({ email: emailField() });
