'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { DesignSystemStrings } from '../strings/DesignSystemStrings';

const StringsContext = createContext<DesignSystemStrings | null>(null);
const LocaleContext = createContext<string | null>(null);

export interface DesignSystemProviderProps {
  /** BCP 47 locale for the design system's own formatting (dates, numbers): "fr-FR" or "en-GB". */
  locale: string;
  strings: DesignSystemStrings;
  children: ReactNode;
}

/**
 * The design system's strings and locale, for every page. It no longer mounts react-aria's
 * I18nProvider: that would load react-aria on every page. The few components built on
 * react-aria give it the locale themselves (../internal/AriaLocale).
 */
export function DesignSystemProvider({ locale, strings, children }: DesignSystemProviderProps) {
  return (
    <StringsContext.Provider value={strings}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </StringsContext.Provider>
  );
}

/** The built-in strings. Throws when no provider is mounted: a missing string is a bug, not a fallback. */
export function useDesignSystemStrings(): DesignSystemStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useDesignSystemStrings: wrap the tree in <DesignSystemProvider>.');
  return strings;
}

/** The BCP 47 locale of the provider ("fr-FR"). Throws without it, like the strings. */
export function useDesignSystemLocale(): string {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useDesignSystemLocale: wrap the tree in <DesignSystemProvider>.');
  return locale;
}
