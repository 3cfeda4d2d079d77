'use client';

import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@/design-system/providers/DesignSystemProvider';
import type { DesignSystemStrings } from '@/design-system/strings/DesignSystemStrings';
import { DeferredToastProvider } from '@/design-system/components/Toast/DeferredToastProvider';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { PageViewTracker } from './PageViewTracker';

export interface AppProvidersProps {
  intlLocale: string;
  strings: DesignSystemStrings;
  children: ReactNode;
}

/**
 * Client providers of every page: design-system strings, toasts (the toaster loads with the
 * first); page views (lib/analytics/pageTracker) and the chunk-reload guard. Jotai and
 * next-intl's client are IslandProviders'.
 */
export function AppProviders({ intlLocale, strings, children }: AppProvidersProps) {
  return (
    <DesignSystemProvider locale={intlLocale} strings={strings}>
      <DeferredToastProvider>{children}</DeferredToastProvider>
      <PageViewTracker />
      <ChunkReloadGuard />
    </DesignSystemProvider>
  );
}
