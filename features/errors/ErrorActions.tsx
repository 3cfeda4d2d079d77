'use client';

import { PlainButton } from '@/design-system/components/Button/PlainButton';
import { Link } from '@/design-system/components/Link/Link';
import { basePath, contactEmail } from '@/lib/config';
import { useErrorCopy } from './ErrorCopy';

/**
 * Home and back actions of the error page; back needs history, so it is a client button
 * (native: an error page carries none of react-aria's press code).
 */
export function ErrorActions({ onRetry }: { onRetry?: () => void }) {
  const { actions } = useErrorCopy();
  return (
    <>
      {onRetry ?
        <PlainButton onClick={onRetry}>{actions.retry}</PlainButton>
      : null}
      <PlainButton variant={onRetry ? 'secondary' : 'primary'} onClick={() => window.history.back()}>
        {actions.back}
      </PlainButton>
      <Link href={basePath} variant="standalone">
        {actions.home}
      </Link>
    </>
  );
}

export function ErrorContact() {
  const { actions } = useErrorCopy();
  return (
    <>
      {actions.contactIntro} <Link href={`mailto:${contactEmail}`}>{actions.contact}</Link>
    </>
  );
}
