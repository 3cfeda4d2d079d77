import { useTranslations } from 'next-intl';
import type { LoginFormLabels } from './LoginForm';
import { loginLabelsFrom } from './loginLabelsFrom';

/** The login form's words in the stories of LoginForm and LoginModal (`StorybookPatterns.login`, the toolbar's language). */
export function useLoginStoryLabels(): LoginFormLabels {
  const t = useTranslations('StorybookPatterns.login');
  return loginLabelsFrom((key) => t(key));
}
