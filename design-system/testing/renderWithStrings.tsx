import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { DesignSystemProvider } from '../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from './compileMessages';

/** Compiled once per test file, as the app's build compiles the messages. */
const strings = { fr: compiledDesignSystemStrings(fr), en: compiledDesignSystemStrings(en) };

/** Renders inside the design-system provider with the real French (or English) strings. */
export function renderWithStrings(
  ui: ReactElement,
  { locale = 'fr', ...options }: RenderOptions & { locale?: 'fr' | 'en' } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DesignSystemProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} strings={strings[locale]}>
        {children}
      </DesignSystemProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
