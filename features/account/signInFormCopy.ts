/**
 * The LoginForm's links for signing in, shared by the sign-in page and the header's
 * dialog (their words: loginLabelsFrom with the `Auth.signIn` messages).
 */
import type { LoginFormProps } from '@/design-system/patterns/LoginForm/LoginForm';
import { basePath } from '@/lib/config';
import { firstConnectionPath, passwordResetPath } from '@/lib/routes/account';

/** The first-connection link comes back to `returnTo` (without /forms). */
export function signInHrefs(returnTo: string): LoginFormProps['hrefs'] {
  return {
    firstConnection: `${basePath}${firstConnectionPath(returnTo)}`,
    forgottenPassword: `${basePath}${passwordResetPath}`,
  };
}
