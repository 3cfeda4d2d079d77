'use client';

import { ErrorView } from '@/features/shell/ErrorView';

/** Uncaught errors of the default layout's pages: the 500 variant, with a retry. */
export default function DefaultError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView kind="server" onRetry={reset} />;
}
