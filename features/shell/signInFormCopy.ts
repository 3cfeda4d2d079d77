/**
 * The LoginForm's words and links for signing in, shared by the sign-in page (server
 * translator) and the header's dialog (its own client translator).
 */
import type { LoginFormLabels, LoginFormProps } from '@/design-system/patterns/LoginForm/LoginForm';
import { basePath } from '@/lib/config';

/** A translator of the `Auth.signIn` messages, for the keys the form reads. */
export type SignInTranslate = (key: keyof LoginFormLabels) => string;

export function signInLabels(t: SignInTranslate): LoginFormLabels {
  return {
    email: t('email'),
    emailHint: t('emailHint'),
    password: t('password'),
    forgottenPassword: t('forgottenPassword'),
    submit: t('submit'),
    firstConnectionIntro: t('firstConnectionIntro'),
    firstConnection: t('firstConnection'),
  };
}

/** The first-connection link comes back to `returnTo` (without /forms). */
export function signInHrefs(returnTo: string): LoginFormProps['hrefs'] {
  return {
    firstConnection: `${basePath}/premiere-connexion?redirectTo=${encodeURIComponent(returnTo)}`,
    forgottenPassword: `${basePath}/utilisateur/recuperation-mot-de-passe`,
  };
}
