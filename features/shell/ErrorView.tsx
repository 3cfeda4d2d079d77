'use client';

import { useTranslations } from 'next-intl';
import { Container } from '@/design-system/layout/Container/Container';
import { ErrorPage } from '@/design-system/patterns/ErrorPage/ErrorPage';
import { ErrorActions, ErrorContact } from './ErrorActions';

export type ErrorViewKind = 'notFound' | 'server' | 'timeout';
const codes: Record<ErrorViewKind, string> = { notFound: '404', server: '500', timeout: '504' };

export interface ErrorViewProps {
  kind: ErrorViewKind;
  onRetry?: () => void;
}

/** The error page of SPEC §2 for 404, 500 and 504 (504 adds a retry hint). */
export function ErrorView({ kind, onRetry }: ErrorViewProps) {
  const t = useTranslations('ErrorPage');
  return (
    <Container width="reading">
      <ErrorPage
        title={t(`${kind}.title`)}
        message={t(`${kind}.message`)}
        code={codes[kind]}
        variant={kind === 'server' ? 'server' : 'default'}
        hint={kind === 'timeout' ? t('retryHint') : undefined}
        contact={<ErrorContact />}
        actions={<ErrorActions onRetry={onRetry} />}
      />
    </Container>
  );
}
