import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
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
  return render(ui, { wrapper: wrapperFor(locale), ...options });
}

/**
 * The server's HTML of `ui`, in a container attached to the document: change it as a visitor
 * would before the script runs, then `renderWithStrings(ui, { container, hydrate: true })`.
 */
export function serverRenderWithStrings(ui: ReactElement, locale: 'fr' | 'en' = 'fr'): HTMLElement {
  const Wrapper = wrapperFor(locale);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  document.body.appendChild(container);
  return container;
}

function wrapperFor(locale: 'fr' | 'en') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DesignSystemProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} strings={strings[locale]}>
        {children}
      </DesignSystemProvider>
    );
  };
}
