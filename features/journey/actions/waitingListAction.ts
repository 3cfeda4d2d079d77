'use server';

/** The waiting list's server action (a sold-out event): an email and a number of places. */
import { parseWithZod } from '@conform-to/zod/v4';
import { joinWaitingList } from '@/lib/api/waitingList';
import { resolveLocale } from '@/lib/i18n/request';
import { rateLimitedMessage } from '@/lib/api/rateLimited';
import { FORM_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import { WAITING_LIST_MAX_PLACES } from '@/lib/rules/waitingList';
import { clearFormError } from '@/forms/formErrorFlag';
import { waitingListSchema } from '../waiting-list/waitingListSchema';
import { callSteps, refOf, refuse, refusedWith } from './stepActions';
import type { JourneyContext, StepActionState } from './stepState';

/**
 * The form's context and the most places one person may ask for (one bound object: a
 * no-JS post's bound row is exactly [context, state], lib/http/actionGuard). The limit
 * comes back from the browser: the API keeps the form's own limits whatever it says.
 */
export interface WaitingListContext extends JourneyContext {
  readonly maxPlaces: number;
}

/** What the person who joined is told on the page the post answers with. */
export interface WaitingListState extends StepActionState {
  joined?: { email: string; quantity: number; position: number; offerHours: number };
}

/** The API's refusals the form names; anything else is "could not be recorded". */
const REFUSALS: Readonly<Record<string, string>> = {
  ALREADY_ON_WAITING_LIST: 'WaitingList.errors.already',
  PLACES_AVAILABLE: 'WaitingList.errors.available',
};

export async function joinWaitingListAction(
  context: WaitingListContext,
  _previous: WaitingListState | undefined,
  formData: FormData,
): Promise<WaitingListState> {
  requireActionContext(context, FORM_CONTEXT);
  const max =
    Number.isInteger(context.maxPlaces) ? Math.min(Math.max(context.maxPlaces, 1), WAITING_LIST_MAX_PLACES) : 1;
  const submission = parseWithZod(formData, { schema: waitingListSchema(max) });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const joined = await callSteps(
    async () =>
      joinWaitingList(
        refOf(context),
        { email: submission.value.email ?? '', quantity: Number(submission.value.quantity) },
        await resolveLocale(),
      ),
    refusedWith(
      submission,
      (error) => rateLimitedMessage(error) ?? REFUSALS[error.code ?? ''] ?? 'WaitingList.errors.failed',
    ),
  );
  if ('refused' in joined) return joined.refused;
  await clearFormError();
  const { email, quantity, position, offerHours } = joined.done;
  return { result: submission.reply({ resetForm: true }), joined: { email, quantity, position, offerHours } };
}
