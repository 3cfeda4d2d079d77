import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/errors/ErrorView';
import { HeaderAccount } from '@/features/account/HeaderAccount';
import { SiteChrome } from '@/features/shell/SiteChrome';
import { documentTitle } from '@/lib/i18n/documentTitle';
import { RootDocument, rootMetadata } from './rootDocument';

export async function generateMetadata(): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations('Metadata'), rootMetadata()]);
  // No layout around this page: the site's title template is applied here.
  return { ...site, title: await documentTitle(t('notFoundTitle')) };
}

/**
 * An address that matches no page (Next's `experimental.globalNotFound`): the 404 page of
 * SPEC §8 in the site's chrome, a document of its own. A root not-found.tsx would instead
 * be a boundary of every route: each page would carry its chrome (header, footer) in its
 * payload, unused (docs/performance.md). A page that calls notFound() shows its group's
 * not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteChrome account={<HeaderAccount />}>
        <ErrorView errorKey="404" />
      </SiteChrome>
    </RootDocument>
  );
}
