'use client';

import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@/design-system/providers/DesignSystemProvider';
import type { DesignSystemStrings } from '@/design-system/strings/DesignSystemStrings';
import { AtomsProvider } from '@/atoms/Provider';

export interface AppProvidersProps {
  intlLocale: string;
  strings: DesignSystemStrings;
  children: ReactNode;
}

export function AppProviders({ intlLocale, strings, children }: AppProvidersProps) {
  return (
    <AtomsProvider>
      <DesignSystemProvider locale={intlLocale} strings={strings}>
        {children}
      </DesignSystemProvider>
    </AtomsProvider>
  );
}
