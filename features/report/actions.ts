'use server';

import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { reportAbuse } from '@/lib/api/forms';
import { isApiFailure } from '@/lib/api/http';
import { rateLimitedMessage } from '@/lib/api/rateLimited';
import { FORM_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import { publicOrigin } from '@/lib/api/upstream';
import { captchaVerifier } from '@/lib/captcha/verifier';
import { basePath } from '@/lib/config';
import { clearFormError, flagFormError } from '@/forms/formErrorFlag';
import { formBasePath } from '@/lib/routes/journey';
import type { FormRef } from '@/lib/kinds/formKinds';
import { reportSchema } from '@/lib/rules/validation/report';
import { REPORT_KEY_FIELD, newReportKey, postedReportKey } from './reportKey';

export interface ReportActionState {
  result?: SubmissionResult<string[]>;
  /** The report was stored: the page thanks the visitor (a toast, or a banner without JavaScript). */
  sent?: boolean;
  /** The key of the next report from this page, once this one is stored. */
  nextKey?: string;
}

/**
 * The report of a form page (SPEC §2, §3, §5, POST /abuses). The reported address is the
 * form's own page, built from configuration and the route, never from request headers.
 * A double click posts the form twice with one key: the API stores the report once.
 */
export async function sendReport(
  ref: FormRef,
  _previous: ReportActionState | undefined,
  formData: FormData,
): Promise<ReportActionState> {
  requireActionContext(ref, FORM_CONTEXT);
  const submission = parseWithZod(formData, { schema: reportSchema() });
  if (submission.status !== 'success') {
    await flagFormError();
    return { result: submission.reply() };
  }
  const refused = async (message: string): Promise<ReportActionState> => {
    await flagFormError();
    return { result: submission.reply({ formErrors: [message] }) };
  };
  const token = formData.get('captchaToken');
  if (!(await captchaVerifier().verify(typeof token === 'string' ? token : null, 'report'))) {
    return refused('Report.failure');
  }
  const { reason, userMessage, userEmail } = submission.value;
  try {
    await reportAbuse(
      {
        reason,
        userMessage: userMessage ?? '',
        userEmail: userEmail ?? null,
        url: `${publicOrigin()}${basePath}${formBasePath(ref)}`,
      },
      postedReportKey(formData.get(REPORT_KEY_FIELD)),
    );
  } catch (error) {
    // Past the limits (docs/security.md), the visitor is told when to try again.
    if (isApiFailure(error)) return refused(rateLimitedMessage(error) ?? 'Report.failure');
    throw error;
  }
  await clearFormError();
  return { result: submission.reply({ resetForm: true }), sent: true, nextKey: newReportKey() };
}
