'use client';

import type { ReactNode } from 'react';
import { Container } from '@/design-system/layout/Container/Container';
import { ErrorPage } from '@/design-system/patterns/ErrorPage/ErrorPage';
import type { PageErrorKey } from '@/lib/rules/errorCatalogue';
import { ErrorActions, ErrorContact } from './ErrorActions';
import { ErrorCopyContext, useErrorCopy, type ErrorCopy } from './ErrorCopy';
import { presentError } from './errorKeys';

/** @deprecated the first call sites' names; use `errorKey`. */
export type ErrorViewKind = 'notFound' | 'server' | 'timeout';
const legacyKeys: Record<ErrorViewKind, PageErrorKey> = { notFound: '404', server: '500', timeout: '504' };

export interface ErrorViewProps {
  /** Which page of SPEC §8: a status ('404', '500'…) or a name ('expiration', 'uncaught'…). */
  errorKey?: PageErrorKey;
  /** @deprecated use `errorKey`. */
  kind?: ErrorViewKind;
  /** Offered for errors worth retrying (error.tsx passes its `reset`). */
  onRetry?: () => void;
  /** 1 on a page of its own (default), 2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}

/**
 * The error page of SPEC §2/§8 for every page error: title and message from
 * `Errors.page.<key>`, the code, contact link, home and back (and retry) actions; the 500
 * variant for server failures, a retry hint for 504. docs/errors.md lists what each shows.
 */
export function ErrorView({ errorKey, kind, onRetry, headingLevel = 1 }: ErrorViewProps) {
  const key = errorKey ?? (kind ? legacyKeys[kind] : 'unknown');
  const copy = useErrorCopy();
  const page = copy.page[key];
  const presentation = presentError(key);
  return (
    <Container width="reading">
      <div data-error-key={key}>
        <ErrorPage
          title={page.title}
          message={page.message}
          code={presentation.code}
          variant={presentation.variant}
          hint={presentation.retryHint ? copy.actions.retryHint : undefined}
          headingLevel={headingLevel}
          contact={<ErrorContact />}
          actions={<ErrorActions onRetry={presentation.retryable ? onRetry : undefined} />}
        />
      </div>
    </Container>
  );
}

/**
 * The error pages' copy for every page, mounted by the root layout. It lives here, with the
 * view, so that the view's code (and the design system's parts it uses) is part of the root
 * layout's: every route has several error boundaries (its group's error.tsx and
 * not-found.tsx), and Turbopack shares code between a layout and what lies below it, not between
 * siblings. Loaded with the root layout, the view comes once per page; elsewhere, each
 * boundary and the page carried their own copy (docs/performance.md, "Figures behind the code").
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}
