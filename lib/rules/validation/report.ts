/**
 * Report (abuse) form, SPEC §2, §3, §5: reason required (one of four), message
 * required, email optional (an anonymous visitor may report) but well-formed if given.
 * The page URL is added by the server, not typed.
 */
import * as z from 'zod/mini';
import { emailField } from './email';
import { requiredTextField } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';
import { REPORT_REASONS } from './reportReasons';

export function reportSchema() {
  return z.object({
    reason: z.enum(REPORT_REASONS, { error: VALIDATION_MESSAGES.reportReason }),
    userMessage: requiredTextField({ maxLength: FIELD_MAX_LENGTHS.reportMessage }),
    userEmail: emailField('optional'),
  });
}

export type ReportFormValues = z.output<ReturnType<typeof reportSchema>>;
