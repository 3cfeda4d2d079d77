import 'server-only';
import type { FormRef } from '@/lib/kinds/formKinds';
import { CheckInCountSchema, CheckInSchema } from './contracts/checkins';
import { callApi } from './transport';

/** The door's address in the API (its administrators only: 401 anonymous, 403 anyone else). */
const doorPath = ({ organizationSlug, formType, formSlug }: FormRef) =>
  `/organizations/${encodeURIComponent(organizationSlug)}/forms/${formType}/${encodeURIComponent(formSlug)}/checkins`;

/** Presents a code (signed, or a ticket id typed by hand): the door's answer. */
export const checkInTicket = (ref: FormRef, code: string) =>
  callApi({ method: 'POST', path: doorPath(ref), body: { code }, schema: CheckInSchema, routeLabel: 'checkin.post' });

/** How many are in, over the tickets sold. */
export const getCheckInCount = (ref: FormRef) =>
  callApi({ path: doorPath(ref), schema: CheckInCountSchema, routeLabel: 'checkin.count' });
