import 'server-only';
import { notFound } from 'next/navigation';
import { isApiFailure } from '@/lib/api/http';
import type { PageErrorKey } from '@/lib/rules/errorCatalogue';
import { ErrorView } from './ErrorView';
import { errorKeyOf, pageErrorDigest } from './errorKeys';

/**
 * Showing an API failure from a server component (docs/architecture.md, "Errors").
 *
 * - `renderApiFailure(error)` (the default): returns the error view to render in place of
 *   the page's content. It is server-rendered, so it works without JavaScript; the
 *   layout stays; a 404 becomes Next's notFound() (HTTP 404, the group's not-found.tsx). The
 *   status stays 200 otherwise, so the view asks robots not to index it.
 * - `throwPageError(error)`: throws a PageError whose digest names the page
 *   ("forms-page-error:409"); Next keeps a digest it finds on an error, so the route
 *   group's error.tsx shows the right page even in production, and the answer is an
 *   HTTP 500. But error.tsx renders in the browser only: without JavaScript the main
 *   area stays empty. Use it where JavaScript runs anyway, or for failures after the
 *   page has started streaming.
 */
export class PageError extends Error {
  readonly digest: string;
  readonly errorKey: PageErrorKey;

  constructor(errorKey: PageErrorKey, cause?: unknown) {
    super(`Page error ${errorKey}`, { cause });
    this.name = 'PageError';
    this.errorKey = errorKey;
    this.digest = pageErrorDigest(errorKey);
  }
}

function logFailure(error: unknown) {
  if (isApiFailure(error)) {
    process.stderr.write(
      `[errors] ${error.routeLabel} failed: ${error.statusCode} ${error.code ?? ''} ${error.message}\n`,
    );
  }
}

export function throwPageError(error: unknown): never {
  const key = errorKeyOf(error);
  if (key === '404') notFound();
  logFailure(error);
  throw new PageError(key, error);
}

export function renderApiFailure(error: unknown, options: { headingLevel?: 1 | 2 } = {}) {
  const key = errorKeyOf(error);
  if (key === '404') notFound();
  logFailure(error);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <ErrorView errorKey={key} headingLevel={options.headingLevel} />
    </>
  );
}
