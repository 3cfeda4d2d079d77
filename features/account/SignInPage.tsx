import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { signInAction } from './authActions';
import { documentTitle } from '@/lib/i18n/documentTitle';
import { safeReturnPath } from '@/lib/http/returnPath';
import { loginLabelsFrom } from '@/design-system/patterns/LoginForm/loginLabelsFrom';
import { signInHrefs } from './signInFormCopy';
import { SignInPageForm } from './SignInPageForm';

/**
 * /connexion: signing in on a page (the header's link without JavaScript). Its own module,
 * apart from the other account pages: their forms (the form layer: Conform, next-intl's
 * client) are not part of this page's bundle.
 */
export async function SignInPage({ redirectTo }: { redirectTo: string | string[] | undefined }) {
  const [t, tForms] = await Promise.all([getTranslations('Auth.signIn'), getTranslations('Forms')]);
  const back = safeReturnPath(typeof redirectTo === 'string' ? redirectTo : undefined) ?? '/';
  return (
    <Container width="reading">
      <Stack gap="large">
        <Heading level={1}>{t('title')}</Heading>
        <Text>{t('description')}</Text>
        <SignInPageForm
          action={signInAction}
          labels={loginLabelsFrom((key) => t(key))}
          hrefs={signInHrefs(back)}
          redirectTo={back}
          errorTitle={tForms('errorTitle', { title: await documentTitle(t('pageTitle')) })}
        />
      </Stack>
    </Container>
  );
}
