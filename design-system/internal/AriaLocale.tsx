'use client';

import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useDesignSystemLocale } from '../providers/DesignSystemProvider';

/**
 * react-aria's I18nProvider with the design system's locale, for the components built on
 * react-aria (Select, ComboBox, the account menu): its own strings, collation and number
 * parsing follow the page's language. Each of them mounts it so that react-aria is loaded
 * only with them, not by the provider of every page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useDesignSystemLocale()}>{children}</I18nProvider>;
}
