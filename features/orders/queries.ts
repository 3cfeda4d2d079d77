import 'server-only';
import { cache } from 'react';
import type { Order } from '@/lib/api/contracts/users';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { getMyOrder } from '@/lib/api/users';

/**
 * The payer's own order (GET /users/me/orders/{id}?withForm&withOrganization). Order ids
 * are sequential, so the API answers only its payer, signed in: anonymous → sign in
 * (401), anyone else → the 404 of an unknown id, an unverified account → 403.
 */
export type OrderAccess =
  { kind: 'ok'; order: Order } | { kind: 'signIn' } | { kind: 'notFound' } | { kind: 'refused'; error: ApiFailure };

/** Once per request: the page and its metadata both need it. */
export const loadOrder = cache(async (orderId: number): Promise<OrderAccess> => {
  try {
    return { kind: 'ok', order: await getMyOrder(orderId, { withForm: true, withOrganization: true }) };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return { kind: 'signIn' };
    if (error.statusCode === 404) return { kind: 'notFound' };
    return { kind: 'refused', error };
  }
});
