'use client';

import { RouteError, type RouteErrorProps } from '@/features/errors/RouteError';

/** Errors of this layout's pages: the page error named by the digest, `uncaught` for a bug (features/errors/pageErrors.tsx). */
export default function LayoutError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
