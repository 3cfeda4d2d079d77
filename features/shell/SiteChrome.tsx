import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { SkipLink } from '@/design-system/components/SkipLink/SkipLink';
import { Link } from '@/design-system/components/Link/Link';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { SiteFooter } from '@/design-system/patterns/SiteFooter/SiteFooter';
import { basePath, brandName, mainSiteUrl } from '@/lib/config';
import { pickMessages } from '@/lib/i18n/clientMessages';
import { associationSignUpUrl } from './config';
import { currentPath } from '@/lib/http/currentPath';
import { LanguageSwitch } from './LanguageSwitch';
import { getSessionUser } from '@/features/account/session';
import { ShellHeader, type ShellHeaderStrings } from './ShellHeader';
import type { SignInDialogIntl } from '@/features/account/SignInDialog';

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

/**
 * What the sign-in dialog reads: its own copy, nothing of the rest of the app. Its
 * action's refusals (field errors, wrong credentials, the service being down) come
 * translated by the server (features/account/signInMessages).
 */
const SIGN_IN_MESSAGES = ['Auth.signIn'] as const;

/** The header's account area: its copy, and the sign-in dialog's translator (the dialog loads on first use). */
async function accountAreaIntl(full: boolean): Promise<{ strings: ShellHeaderStrings; signInIntl: SignInDialogIntl }> {
  const [t, locale, timeZone, messages] = await Promise.all([
    getTranslations('Auth'),
    getLocale(),
    getTimeZone(),
    getMessages(),
  ]);
  const strings: ShellHeaderStrings = {
    signIn: t('signIn.title'),
    signOut: t('signOut.label'),
    signOutDone: t('signOut.done'),
    signOutDoneMessage: t('signOut.doneMessage'),
    menu: {
      account: t('menu.account'),
      history: t('menu.history'),
      profile: t('menu.profile'),
      organizations: t('menu.organizations'),
      help: t('menu.help'),
      accessibility: t('menu.accessibility'),
    },
  };
  // The light header has no sign-in: no messages for a dialog it never opens.
  return { strings, signInIntl: { locale, timeZone, messages: full ? pickMessages(messages, SIGN_IN_MESSAGES) : {} } };
}

const footerFeatures = [
  'footerFeatureNoFees',
  'footerFeatureSecure',
  'footerFeatureInstalments',
  'footerFeatureReceipts',
] as const;

export interface SiteChromeProps {
  children: ReactNode;
  /** `light` is the payment layout: brand only, no tools, no account, no footer. @default 'full' */
  variant?: 'full' | 'light';
}

/**
 * Skip link, header (navigation, login modal or account menu), main landmark and footer
 * (call to action, features, payment logos, links) shared by the default, checkout and
 * payment layouts (SPEC §2). The toaster is mounted once by AppProviders.
 */
export async function SiteChrome({ children, variant = 'full' }: SiteChromeProps) {
  const full = variant === 'full';
  const [t, path, aggregate, { strings, signInIntl }] = await Promise.all([
    getTranslations('Shell'),
    currentPath(),
    full ? getSessionUser() : Promise.resolve(null),
    accountAreaIntl(full),
  ]);
  const settingsHref = `${basePath}/parametres-affichage?returnTo=${encodeURIComponent(path)}`;
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <ShellHeader
        homeHref={`${basePath}`}
        homeLabel={t('homeLink', { brand: brandName })}
        brandName={brandName}
        withAccount={full}
        currentPath={path}
        strings={strings}
        signInIntl={signInIntl}
        session={aggregate ? { user: aggregate.user, organizations: aggregate.organizations } : null}
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
