import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SkipLink } from '@/design-system/components/SkipLink/SkipLink';
import { Link } from '@/design-system/components/Link/Link';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { SiteFooter } from '@/design-system/patterns/SiteFooter/SiteFooter';
import { basePath, brandName, mainSiteUrl } from '@/lib/config';
import { currentPath } from '@/lib/http/currentPath';
import { associationSignUpUrl } from './config';
import { LanguageSwitch } from './LanguageSwitch';
import { ShellHeader } from './ShellHeader';

export const MAIN_CONTENT_ID = 'contenu';

/**
 * Footer destinations (SPEC §2). They live on the platform's main site, except those
 * marked `inApp`: pages of this app, under its base path (the accessibility statement,
 * features/accessibility).
 */
const footerLinks: readonly { key: string; path: string; inApp?: true }[] = [
  { key: 'footerAbout', path: '/a-propos' },
  { key: 'footerAssociationTerms', path: '/cgu-associations' },
  { key: 'footerUserTerms', path: '/cgu-utilisateurs' },
  { key: 'footerLegalNotice', path: '/mentions-legales' },
  { key: 'footerPrivacy', path: '/confidentialite' },
  { key: 'footerCookies', path: '/gestion-des-cookies' },
  { key: 'footerGuide', path: '/guide-des-associations' },
  { key: 'footerAccessibility', path: '/accessibilite', inApp: true },
];

const footerFeatures = [
  'footerFeatureNoFees',
  'footerFeatureSecure',
  'footerFeatureInstalments',
  'footerFeatureReceipts',
] as const;

export interface SiteChromeProps {
  children: ReactNode;
  /** `light` is the payment layout: brand only, no tools, no footer. @default 'full' */
  variant?: 'full' | 'light';
  /**
   * The header's account area (sign-in, login modal, account menu), composed by the
   * layout from features/account; the light header has none.
   */
  account?: ReactNode;
}

/**
 * Skip link, header (navigation and the account area the layout hands in), main landmark and footer
 * (call to action, features, payment logos, links) shared by the default, checkout and
 * payment layouts (SPEC §2). The toaster is mounted once by AppProviders.
 */
export async function SiteChrome({ children, variant = 'full', account }: SiteChromeProps) {
  const full = variant === 'full';
  const [t, path] = await Promise.all([getTranslations('Shell'), currentPath()]);
  const settingsHref = `${basePath}/parametres-affichage?returnTo=${encodeURIComponent(path)}`;
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <ShellHeader
        homeHref={`${basePath}`}
        homeLabel={t('homeLink', { brand: brandName })}
        brandName={brandName}
        account={full ? account : null}
        navigation={
          full ?
            <nav aria-label={t('headerNavigation')}>
              <Inline gap="medium">
                <Link href={settingsHref} variant="standalone">
                  {t('displaySettingsLink')}
                </Link>
                <LanguageSwitch />
              </Inline>
            </nav>
          : null
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      {full ?
        <SiteFooter
          navigationLabel={t('footerNavigation')}
          links={footerLinks.map(({ key, path: linkPath, inApp }) => ({
            label: t(key),
            href: `${inApp ? basePath : mainSiteUrl}${linkPath}`,
          }))}
          legal={t('footerCopyright', { year: new Date().getFullYear(), brand: brandName })}
          callToAction={{
            title: t('footerCtaTitle'),
            text: t('footerCtaText'),
            href: associationSignUpUrl,
            label: t('footerCtaLink'),
          }}
          features={{ title: t('footerFeaturesTitle'), items: footerFeatures.map((key) => t(key)) }}
          paymentMethodsTitle={t('footerPaymentTitle')}
          paymentMethods={[
            { kind: 'card', label: t('footerPaymentCard') },
            { kind: 'threeDSecure', label: t('footerPaymentThreeDSecure') },
            { kind: 'approved', label: t('footerPaymentApproved') },
          ]}
        >
          <p>{t('footerTagline')}</p>
        </SiteFooter>
      : null}
    </>
  );
}
