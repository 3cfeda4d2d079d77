'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useToast } from '@/design-system/components/Toast/ToastContext';
import { pageErrorMessages } from '@/lib/rules/errorCatalogue';
import { TOAST_DURATION_MS } from '@/lib/rules/constants';
import { errorKeyOf } from './errorKeys';

/**
 * A danger toast for a failure (SPEC §8): title and message by status from
 * `Errors.page.<key>`, 5000 ms. Accepts an ApiFailure-like object, a normalised error,
 * a Response, or a status number.
 *
 *   const showError = useErrorToast();
 *   showError({ statusCode: 409 });
 */
export function useErrorToast() {
  const toast = useToast();
  const t = useTranslations();
  return useCallback(
    (error: unknown) => {
      const { title, message } = pageErrorMessages(errorKeyOf(error));
      return toast.show({ tone: 'error', title: t(title), message: t(message), duration: TOAST_DURATION_MS });
    },
    [toast, t],
  );
}
