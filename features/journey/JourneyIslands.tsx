'use client';

import type { FormType } from '@/lib/kinds/formKinds';
import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cartStoreDispatchAtom } from '@/atoms/cart';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Countdown } from '@/design-system/components/Countdown/Countdown';
import { Heading } from '@/design-system/components/Heading/Heading';
import type { Cart } from '@/lib/api/contracts/carts';
import { pageTracker } from '@/lib/analytics/pageTracker';

/**
 * Mirrors the cart the server read (the API is the truth) into the session store
 * (`ha-forms`): set on every step, removed when the API dropped it (404).
 */
export function CartMirror({ cart, droppedCartId }: { cart: Cart | null; droppedCartId?: string | null }) {
  const dispatch = useSetAtom(cartStoreDispatchAtom);
  const stamp = cart ? `${cart.id}/${cart.meta.updatedAt}` : null;
  useEffect(() => {
    if (droppedCartId) dispatch({ type: 'removeCart', cartId: droppedCartId });
    if (!cart) return;
    dispatch({ type: 'setCart', cart });
    if (cart.payer) dispatch({ type: 'setPayer', cartId: cart.id, payer: cart.payer });
    if (cart.tipData.tipChosen !== null) dispatch({ type: 'setTip', key: cart.id, cents: cart.tipData.tipChosen });
    else dispatch({ type: 'unsetTip', key: cart.id });
    // The stamp changes whenever the API changed the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, droppedCartId, dispatch]);
  return null;
}

export interface CartTimerProps {
  expiresAt: string;
  /** Where to start again once the cart has expired (forgets it first). */
  restartHref: string;
}

/**
 * The 15-minute hold of the cart as the accessible Countdown, and, once it is over, an
 * alert that says what happened and how to start again.
 */
export function CartTimer({ expiresAt, restartHref }: CartTimerProps) {
  const t = useTranslations('Journey.timer');
  const [expired, setExpired] = useState(false);
  return (
    <>
      <Countdown expiresAt={expiresAt} onExpire={() => setExpired(true)} />
      {expired ?
        <Banner tone="error" urgent title={t('expiredTitle')} action={{ label: t('restart'), href: restartHref }}>
          {t('expiredMessage')}
        </Banner>
      : null}
    </>
  );
}

/** Once per form and browser session, the first interaction with the form (SPEC §9). */
export function FirstClickTracker({
  formId,
  formType,
  children,
}: {
  formId: number;
  formType: FormType;
  children: ReactNode;
}) {
  const done = useRef(false);
  const claim = () => {
    if (done.current) return;
    done.current = true;
    pageTracker().firstClick(formId, { formType });
  };
  return (
    <div onPointerDownCapture={claim} onKeyDownCapture={(event) => event.key !== 'Tab' && claim()}>
      {children}
    </div>
  );
}

let navigatedOnce = false;

/**
 * The step's heading. After a step change inside the app (JavaScript on), the focus
 * moves to it, so screen-reader users hear where they are; on a full page load the
 * browser's own focus handling is left alone.
 */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (navigatedOnce) ref.current?.querySelector<HTMLElement>('h2')?.focus();
    navigatedOnce = true;
  }, []);
  return (
    <div ref={ref}>
      <Heading level={2} id={id} tabIndex={-1}>
        {children}
      </Heading>
    </div>
  );
}
