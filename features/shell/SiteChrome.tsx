import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SkipLink } from '@/design-system/components/SkipLink/SkipLink';
import { Link } from '@/design-system/components/Link/Link';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { SiteFooter } from '@/design-system/patterns/SiteFooter/SiteFooter';
import { SiteHeader } from '@/design-system/patterns/SiteHeader/SiteHeader';
import { basePath, brandName, mainSiteUrl } from '@/lib/config';
import { currentPath } from './currentPath';
import { LanguageSwitch } from './LanguageSwitch';

export const MAIN_CONTENT_ID = 'contenu';

/** Footer destinations (SPEC §2). They live on the platform's main site. */
const footerLinks = [
  ['footerAbout', '/a-propos'],
  ['footerAssociationTerms', '/cgu-associations'],
  ['footerUserTerms', '/cgu-utilisateurs'],
  ['footerLegalNotice', '/mentions-legales'],
  ['footerPrivacy', '/confidentialite'],
  ['footerCookies', '/gestion-des-cookies'],
  ['footerGuide', '/guide-des-associations'],
  ['footerAccessibility', '/accessibilite'],
] as const;

export interface SiteChromeProps {
  children: ReactNode;
  /** `light` is the payment layout: brand only, no tools, no footer. @default 'full' */
  variant?: 'full' | 'light';
}

/** Skip link, header, main landmark and footer shared by the default, checkout and payment layouts. */
export async function SiteChrome({ children, variant = 'full' }: SiteChromeProps) {
  const [t, path] = await Promise.all([getTranslations('Shell'), currentPath()]);
  const settingsHref = `${basePath}/parametres-affichage?returnTo=${encodeURIComponent(path)}`;
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <SiteHeader homeHref={`${basePath}`} homeLabel={t('homeLink', { brand: brandName })} brandName={brandName}>
        {variant === 'full' ?
          <nav aria-label={t('headerNavigation')}>
            <Inline gap="medium">
              <Link href={settingsHref} variant="standalone">
                {t('displaySettingsLink')}
              </Link>
              <LanguageSwitch />
            </Inline>
          </nav>
        : null}
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      {variant === 'full' ?
        <SiteFooter
          navigationLabel={t('footerNavigation')}
          links={footerLinks.map(([key, path]) => ({ label: t(key), href: `${mainSiteUrl}${path}` }))}
          legal={t('footerCopyright', { year: new Date().getFullYear(), brand: brandName })}
        >
          <p>{t('footerTagline')}</p>
        </SiteFooter>
      : null}
    </>
  );
}
