import 'server-only';
import type { FormRef } from '@/lib/kinds/formKinds';
import type { Locale } from '@/lib/i18n/locales';
import { WaitingListJoinedSchema, type WaitingListJoinBody } from './contracts/waitingList';
import { callApi } from './transport';

/**
 * The waiting list of a sold-out event (docs/tickets.md): joined with an email and a
 * number of places, in the visitor's language (the offer email's).
 */
export const joinWaitingList = (key: FormRef, body: WaitingListJoinBody, locale: Locale) =>
  callApi({
    method: 'POST',
    path: `/organizations/${encodeURIComponent(key.organizationSlug)}/forms/${key.formType}/${encodeURIComponent(key.formSlug)}/waiting-list`,
    headers: { 'accept-language': locale },
    body,
    schema: WaitingListJoinedSchema,
    routeLabel: 'waiting-list.join',
    forwardClient: true,
    authenticated: false,
  });
