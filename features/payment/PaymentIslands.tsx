'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { cartStoreDispatchAtom } from '@/atoms/cart';
import { PAYMENT_PROCESSING_WAIT_MS } from '@/lib/rules/constants';

const POLL_INTERVAL_MS = 2000;

/**
 * While a payment is being processed (JavaScript on): asks the server every 2 seconds,
 * for up to a minute (SPEC §9), and moves on as soon as the payment is settled. Without
 * JavaScript the page refreshes itself instead (meta refresh).
 */
export function PaymentPoller({
  poll,
}: {
  poll: () => Promise<{ done: false } | { done: true; path?: string; url?: string }>;
}) {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    const tick = async () => {
      if (stopped) return;
      try {
        const result = await poll();
        if (stopped) return;
        if (result.done) {
          if (result.path) router.replace(result.path);
          else if (result.url) window.location.assign(result.url);
          return;
        }
      } catch {
        // a failed check is retried at the next tick
      }
      if (Date.now() - started < PAYMENT_PROCESSING_WAIT_MS) window.setTimeout(tick, POLL_INTERVAL_MS);
    };
    const timer = window.setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [poll, router]);
  return null;
}

/** A paid cart is over: the session store forgets it (its coupon, tip, payer and drafts too). */
export function ClearCart({ cartId }: { cartId: string }) {
  const dispatch = useSetAtom(cartStoreDispatchAtom);
  useEffect(() => {
    dispatch({ type: 'removeCart', cartId });
    dispatch({ type: 'setPaymentStatus', status: 'success' });
    dispatch({ type: 'setPaymentErrorCode', code: null });
  }, [cartId, dispatch]);
  return null;
}
