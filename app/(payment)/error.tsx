'use client';

import { RouteError, type RouteErrorProps } from '@/features/shell/RouteError';

/** Errors of this layout's pages: the page error named by the digest, `uncaught` for a bug (features/shell/pageErrors.tsx). */
export default function LayoutError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
