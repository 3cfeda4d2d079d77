'use server';

/** The payment-suspended page's server action: the payer leaves an email to hear when it reopens. */
import { parseWithZod } from '@conform-to/zod/v4';
import { createProspect } from '@/lib/api/carts';
import { resolveLocale } from '@/lib/i18n/request';
import { rateLimitedMessage } from '@/lib/api/rateLimited';
import { FORM_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import { clearFormError } from '@/forms/formErrorFlag';
import { prospectSchema } from '../suspended/prospectSchema';
import { callSteps, refOf, refuse, refusedWith } from './stepActions';
import type { JourneyContext, StepActionState } from './stepState';

export async function leaveEmail(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  requireActionContext(context, FORM_CONTEXT);
  const submission = parseWithZod(formData, { schema: prospectSchema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const saved = await callSteps(
    async () => createProspect(refOf(context), submission.value.email ?? '', await resolveLocale()),
    refusedWith(submission, (error) => rateLimitedMessage(error) ?? 'Journey.suspended.failure'),
  );
  if ('refused' in saved) return saved.refused;
  await clearFormError();
  return { result: submission.reply({ resetForm: true }), saved: true };
}
