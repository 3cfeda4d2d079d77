import type { LoginFormLabels } from './LoginForm';

/**
 * The LoginForm's labels from a translator whose keys are the labels' names (the app's
 * `Auth.signIn` messages, the stories' `StorybookPatterns.login`). The design system does
 * not translate: the caller hands its translator.
 */
export function loginLabelsFrom(t: (key: keyof LoginFormLabels) => string): LoginFormLabels {
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
