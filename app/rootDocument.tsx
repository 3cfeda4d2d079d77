import '@fontsource-variable/inter/wght.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@/design-system/tokens/global.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { AppProviders } from '@/features/shell/AppProviders';
import { ErrorCopyProvider } from '@/features/errors/ErrorView';
import { errorCopyOf } from '@/features/errors/errorCopy';
import { loadDesignSystemStrings } from '@/features/shell/designSystemStrings';
import { readDisplaySettings } from '@/features/shell/displaySettingsCookie';
import { brandName } from '@/lib/config';
import { displayAttributes } from '@/lib/display/settings';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { NONCE_HEADER } from '@/lib/http/requestHeaders';
import { SCRIPT_FLAG_SOURCE } from '@/design-system/internal/scriptFlag';
import { interLatin } from './fonts';

/** The site's metadata: its title template and description (the root layout's). */
export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    title: {
      default: t('defaultTitle', { brand: brandName }),
      template: t('titleTemplate', { title: '%s', brand: brandName }),
    },
    description: t('description'),
  };
}

/**
 * The document of every page: the design system's strings, the error pages' copy (the
 * error boundaries), toasts, analytics. Translations in the browser and the Jotai store
 * are not here: the layouts and pages with islands that need them mount IslandProviders
 * (features/shell). The root layout renders it around every page, and global-not-found
 * (an address that matches no page) around its 404.
 */
export async function RootDocument({ children }: { children: ReactNode }) {
  const [locale, displaySettings, strings, messages, requestHeaders] = await Promise.all([
    getLocale() as Promise<Locale>,
    readDisplaySettings(),
    loadDesignSystemStrings(),
    getMessages(),
    headers(),
  ]);
  return (
    <html lang={locale} className={interLatin.variable} {...displayAttributes(displaySettings)}>
      <head>
        {/* Before the first paint: the styles lay controls out for JavaScript at once, so
            hydration moves nothing (design-system/internal/scriptFlag). */}
        <script
          nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
          dangerouslySetInnerHTML={{ __html: SCRIPT_FLAG_SOURCE }}
        />
      </head>
      <body>
        <AppProviders intlLocale={intlLocale(locale)} strings={strings}>
          <ErrorCopyProvider copy={errorCopyOf(messages)}>{children}</ErrorCopyProvider>
        </AppProviders>
      </body>
    </html>
  );
}
