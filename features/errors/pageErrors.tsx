import 'server-only';
import { notFound } from 'next/navigation';
import { isApiFailure } from '@/lib/api/http';
import { ErrorView } from './ErrorView';
import { errorKeyOf } from './errorKeys';

function logFailure(error: unknown) {
  if (isApiFailure(error)) {
    process.stderr.write(
      `[errors] ${error.routeLabel} failed: ${error.statusCode} ${error.code ?? ''} ${error.message}\n`,
    );
  }
}

/**
 * Showing an API failure from a server component (docs/architecture/data-flow.md, "Errors"): the
 * error view to render in place of the page's content. It is server-rendered, so it works
 * without JavaScript; the layout stays; a 404 becomes Next's notFound() (HTTP 404, the
 * group's not-found.tsx). The status stays 200 otherwise, so the view asks robots not to
 * index it.
 */
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
