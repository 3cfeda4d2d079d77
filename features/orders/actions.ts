'use server';

import { notFound } from 'next/navigation';
import { isApiFailure } from '@/lib/api/http';
import { sendMyOrderReceipts, stopMyMonthlyGift } from '@/lib/api/users';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { requireActionContext } from '@/lib/http/actionContext';
import { orderPagePath, signInPath, stopGiftPath } from '@/lib/routes/account';
import { parseNumericId } from '@/lib/routes/numericId';

/**
 * The confirmation step's form (./StopGiftPage): stops the monthly gift, then the order
 * page says so. Posted with or without JavaScript. The API lets only the order's payer
 * do it; anything else ends as the order page would (sign in, 404, or the order as it is).
 */
export async function stopGift(context: { orderId: number }): Promise<never> {
  requireActionContext(context, ['orderId']);
  const orderId = parseNumericId(String(context.orderId));
  if (orderId === null) notFound();
  try {
    await stopMyMonthlyGift(orderId);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return actionRedirect(signInPath(stopGiftPath(orderId)));
    if (error.statusCode === 404) notFound();
    // Not a monthly gift (409): the order page shows what it is.
    return actionRedirect(orderPagePath(orderId));
  }
  return actionRedirect(orderPagePath(orderId, 'arret'));
}

/**
 * "Send my receipts again" (issue 52), from the order page's form: the API mails every
 * receipt of the order to its payer's address, then the order page says so, or that it
 * was asked too often (429: the rate limit). Posted with or without JavaScript.
 */
export async function sendReceiptsAgain(context: { orderId: number }): Promise<never> {
  requireActionContext(context, ['orderId']);
  const orderId = parseNumericId(String(context.orderId));
  if (orderId === null) notFound();
  try {
    await sendMyOrderReceipts(orderId);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.statusCode === 401) return actionRedirect(signInPath(orderPagePath(orderId)));
    if (error.statusCode === 404) notFound();
    if (error.statusCode === 429) return actionRedirect(orderPagePath(orderId, 'recus-limite'));
    throw error;
  }
  return actionRedirect(orderPagePath(orderId, 'recus'));
}
