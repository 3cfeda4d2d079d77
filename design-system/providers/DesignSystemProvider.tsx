'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { DesignSystemStrings } from '../strings/DesignSystemStrings';

const StringsContext = createContext<DesignSystemStrings | null>(null);

export interface DesignSystemProviderProps {
  /** BCP 47 locale for react-aria's own formatting (dates, numbers): "fr-FR" or "en-GB". */
  locale: string;
  strings: DesignSystemStrings;
  children: ReactNode;
}

export function DesignSystemProvider({ locale, strings, children }: DesignSystemProviderProps) {
  return (
    <StringsContext.Provider value={strings}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </StringsContext.Provider>
  );
}

/** The built-in strings. Throws when no provider is mounted: a missing string is a bug, not a fallback. */
export function useDesignSystemStrings(): DesignSystemStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useDesignSystemStrings: wrap the tree in <DesignSystemProvider>.');
  return strings;
}
