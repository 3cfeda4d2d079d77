import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { basePath } from '@/lib/config';
import { passwordResetPath, signInPath } from '@/lib/routes/account';
import { LinkRequestForm, SetPasswordForm, SignOutForm, type AccountFlow } from './AccountForms';
import { accountTokenStatus } from './accountToken';
import { documentTitle } from '@/lib/i18n/documentTitle';
import { safeReturnPath } from '@/lib/http/returnPath';
import { getSession, getSessionUser } from './session';

type SearchValue = string | string[] | undefined;

const single = (value: SearchValue) => (typeof value === 'string' ? value : undefined);

/** /deconnexion: closing the session (the account menu's "Se déconnecter" without JavaScript). */
export async function SignOutPage({ returnTo }: { returnTo: SearchValue }) {
  const [t, aggregate] = await Promise.all([getTranslations('Auth.signOut'), getSessionUser()]);
  const back = safeReturnPath(single(returnTo)) ?? '/';
  return (
    <Container width="reading">
      <Stack gap="large">
        <Heading level={1}>{t('title')}</Heading>
        {aggregate ?
          <>
            <Text>{t('intro', { name: `${aggregate.user.firstName} ${aggregate.user.lastName}`.trim() })}</Text>
            <SignOutForm returnTo={back} pageTitle={await documentTitle(t('pageTitle'))} />
          </>
        : <Text>{t('notSignedIn')}</Text>}
        <Link href={`${basePath}${back}`}>{t('back')}</Link>
      </Stack>
    </Container>
  );
}

/**
 * /premiere-connexion and /utilisateur/recuperation-mot-de-passe: without a token, ask for
 * the emailed link; with the token of a valid link, choose the password; with a used or
 * expired one, say so and offer a new link. Any other failure shows the error page the
 * route gives (`renderFailure`: the error views are another feature's).
 */
export async function AccountLinkPage({
  flow,
  query,
  renderFailure,
}: {
  flow: AccountFlow;
  /**
   * The page's query: `token` (the emailed link's), `redirectTo` (first connection), and
   * `fait=1` once the password is set (setPasswordAction redirects there).
   */
  query: Record<string, SearchValue>;
  renderFailure: (error: unknown) => ReactNode;
}) {
  const { token, redirectTo, fait: done } = query;
  const t = await getTranslations('Account');
  const back = safeReturnPath(single(redirectTo)) ?? undefined;
  if (single(done) === '1') {
    const { connected } = await getSession();
    return (
      <Container width="reading">
        <Stack gap="large">
          <Heading level={1}>{t(`${flow}.doneTitle`)}</Heading>
          <Banner tone="success">
            {t(`${flow}.done`)} {connected ? t('common.signedIn') : t('common.signInNow')}
          </Banner>
          <Link href={`${basePath}${connected ? (back ?? '/') : signInPath(back ?? '/')}`} variant="standalone">
            {connected ? t('common.continue') : t('common.signIn')}
          </Link>
        </Stack>
      </Container>
    );
  }
  let status: Awaited<ReturnType<typeof accountTokenStatus>>;
  try {
    status = await accountTokenStatus(single(token));
  } catch (error) {
    return renderFailure(error);
  }
  if (status.state === 'valid') {
    return (
      <Container width="reading">
        <Stack gap="large">
          <Heading level={1}>{t(`${flow}.setTitle`)}</Heading>
          <Text>{t(`${flow}.setIntro`, { email: status.info.maskedEmail })}</Text>
          <SetPasswordForm flow={flow} token={status.token} pageTitle={await documentTitle(t(`${flow}.metaTitle`))} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container width="reading">
      <Stack gap="large">
        <Heading level={1}>{t(`${flow}.title`)}</Heading>
        {status.state === 'invalid' ?
          <Banner tone="warning" title={t('common.invalidLinkTitle')} headingLevel={2}>
            {t('common.invalidLink')}
          </Banner>
        : null}
        <Text>{t(`${flow}.intro`)}</Text>
        <LinkRequestForm
          flow={flow}
          redirectTo={flow === 'firstConnection' ? back : undefined}
          pageTitle={await documentTitle(t(`${flow}.metaTitle`))}
        />
      </Stack>
    </Container>
  );
}

/** /mot-de-passe/expired: the default expired-password page (SPEC §2, §8) when no auth front is configured. */
export async function ExpiredPasswordPage() {
  const t = await getTranslations('Account.expired');
  return (
    <Container width="reading">
      <Stack gap="large">
        <Heading level={1}>{t('title')}</Heading>
        <Text size="large">{t('intro')}</Text>
        <Stack gap="small" as="section" aria-labelledby="etapes-mot-de-passe">
          <Heading level={2} size="small" id="etapes-mot-de-passe">
            {t('stepsTitle')}
          </Heading>
          <ol>
            <li>{t('step1')}</li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
          </ol>
        </Stack>
        <Link href={`${basePath}${passwordResetPath}`} variant="standalone">
          {t('action')}
        </Link>
        <Text tone="muted">{t('payWithout')}</Text>
      </Stack>
    </Container>
  );
}
