'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/design-system/components/Button/Button';
import { Link } from '@/design-system/components/Link/Link';
import { basePath, contactEmail } from '@/lib/config';

/** Home and back actions of the error page; back needs history, so it is a client button. */
export function ErrorActions({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('ErrorPage');
  return (
    <>
      {onRetry ?
        <Button onPress={onRetry}>{t('retry')}</Button>
      : null}
      <Button variant={onRetry ? 'secondary' : 'primary'} onPress={() => window.history.back()}>
        {t('back')}
      </Button>
      <Link href={basePath} variant="standalone">
        {t('home')}
      </Link>
    </>
  );
}

export function ErrorContact() {
  const t = useTranslations('ErrorPage');
  return (
    <>
      {t('contactIntro')} <Link href={`mailto:${contactEmail}`}>{t('contact')}</Link>
    </>
  );
}
