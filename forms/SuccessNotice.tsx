'use client';

import { useEffect } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { useToast } from '@/design-system/components/Toast/ToastContext';
import { useHydrated } from '@/design-system/hooks/useHydrated';

/**
 * What a form says once its post succeeded: a toast when JavaScript runs, or a banner at
 * the top of the page the server answered with when it does not. `success` is the
 * action's state of that post (a new object per post, so each success is told once), or
 * undefined.
 */
export function SuccessNotice({
  success,
  title,
  message,
}: {
  success: object | undefined;
  title: string;
  message: string;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  useEffect(() => {
    if (success) toast.show({ tone: 'success', title, message });
  }, [success, toast, title, message]);
  return success && !hydrated ?
      <Banner tone="success" title={title}>
        {message}
      </Banner>
    : null;
}
