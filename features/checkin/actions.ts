'use server';

import { notFound } from 'next/navigation';
import { checkInTicket, getCheckInCount } from '@/lib/api/checkins';
import type { CheckIn, CheckInCount } from '@/lib/api/contracts/checkins';
import { isApiFailure } from '@/lib/api/http';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { FORM_CONTEXT, requireActionContext } from '@/lib/http/actionContext';
import type { FormRef } from '@/lib/kinds/formKinds';
import { signInPath } from '@/lib/routes/account';
import { checkInPath } from '@/lib/routes/checkin';

/** The longest code the API reads (a signed code is about 180 characters). */
const MAX_CODE_LENGTH = 1000;

export interface CheckInState {
  /** The door's answer to the last code presented. */
  answer?: CheckIn;
  /** Checked in over sold, read after the answer. */
  count?: CheckInCount;
  /** The field was sent empty: nothing was asked of the API. */
  empty?: boolean;
  /** One more per answer: the page announces and focuses again even when two answers read the same. */
  serial: number;
}

/**
 * A code presented at the door (./CheckInDoor): typed and posted (with or without
 * JavaScript) or read by the camera. The API answers every code with a result; being
 * signed out sends to the sign-in page and back, losing the door sends to the page,
 * which says why (403) or is a 404.
 */
export async function presentCode(
  ref: FormRef,
  previous: CheckInState | undefined,
  formData: FormData,
): Promise<CheckInState> {
  requireActionContext(ref, FORM_CONTEXT);
  const posted = formData.get('code');
  const code = typeof posted === 'string' ? posted.trim() : '';
  // Nothing typed: the field says so; the last answer stays as it was (not announced again).
  if (code === '') return { ...previous, empty: true, serial: previous?.serial ?? 0 };
  const serial = (previous?.serial ?? 0) + 1;
  // Longer than any code: unknown, without asking.
  if (code.length > MAX_CODE_LENGTH) return { count: previous?.count, answer: { result: 'Unknown' }, serial };
  try {
    const answer = await checkInTicket(ref, code);
    return { answer, count: await getCheckInCount(ref), serial };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return actionRedirect(signInPath(checkInPath(ref)));
    if (error.statusCode === 404) notFound();
    if (error.statusCode === 403) return actionRedirect(checkInPath(ref));
    throw error;
  }
}
