import { useTranslations } from 'next-intl';
import type { LoginFormLabels } from './LoginForm';

/** The login form's words in the stories of LoginForm and LoginModal (`StorybookPatterns.login`, the toolbar's language). */
export function useLoginStoryLabels(): LoginFormLabels {
  const t = useTranslations('StorybookPatterns.login');
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
