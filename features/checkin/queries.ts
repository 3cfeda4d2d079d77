import 'server-only';
import { cache } from 'react';
import { getCheckInCount } from '@/lib/api/checkins';
import type { CheckInCount } from '@/lib/api/contracts/checkins';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { findFormAggregate } from '@/lib/api/forms';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';
import type { FormRef } from '@/lib/kinds/formKinds';

/**
 * The door of an event as its page reads it. The API decides who may open it: the form's
 * administrators (401 anonymous → sign in and come back; 403 anyone else → the 403 page;
 * 404 an unknown form or one without tickets).
 */
export type DoorAccess =
  | { kind: 'ok'; ref: FormRef; aggregate: FormAggregate; count: CheckInCount }
  | { kind: 'signIn'; ref: FormRef }
  | { kind: 'notFound' }
  | { kind: 'refused'; error: ApiFailure };

const loadDoorCached = cache(async (organizationSlug: string, formKind: string, formSlug: string) => {
  const ref = formRefFromRoute({ organizationSlug, formKind, formSlug });
  if (!ref) return { kind: 'notFound' } as const;
  try {
    // The count first: it is the door's own authorisation.
    const count = await getCheckInCount(ref);
    const aggregate = await findFormAggregate(ref);
    return aggregate ? ({ kind: 'ok', ref, aggregate, count } as const) : ({ kind: 'notFound' } as const);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return { kind: 'signIn', ref } as const;
    if (error.statusCode === 404) return { kind: 'notFound' } as const;
    return { kind: 'refused', error } as const;
  }
});

/** Once per request: the page and its metadata both need it. */
export const loadDoor = ({ organizationSlug, formKind, formSlug }: FormRouteParams): Promise<DoorAccess> =>
  loadDoorCached(organizationSlug, formKind, formSlug);
