'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { requestFirstConnectionLink, requestPasswordResetLink, setPasswordWithToken } from '@/lib/api/account';
import { signIn, signOut } from '@/lib/api/auth';
import { isApiFailure } from '@/lib/api/http';
import { rateLimitedMessage } from '@/lib/api/rateLimited';
import { getUserAggregate } from '@/lib/api/users';
import { captchaVerifier } from '@/lib/captcha/verifier';
import { clearFormError, flagFormError } from '@/forms/formErrorFlag';
import { actionRedirect, isCalledByRouter } from '@/lib/http/actionRedirect';
import { hasAdminRole, isConnected, readAccessToken } from '@/lib/rules/tokens';
import { OTHER_ERROR_MESSAGES } from '@/lib/rules/errorCatalogue';
import { getRefTranslator } from '@/lib/i18n/translateRef';
import {
  emailOnlySchema,
  newPasswordSchema,
  signInSchema,
  text,
  type LinkRequestState,
  type SetPasswordState,
  type SignInState,
  type SignOutState,
} from './authForms';
import { expiredPasswordUrl } from './config';
import { safeReturnPath } from '@/lib/http/returnPath';
import { firstConnectionPath, passwordResetPath } from '@/lib/routes/account';
import { signInMessages } from './signInMessages';

const UNAVAILABLE = 'Auth.unavailable';

/**
 * Without JavaScript the page that answers a refused post says "Erreur : " in its title
 * from its metadata (forms/formErrorFlag); any other answer clears the flag.
 */
async function flagRefusal<State extends { status: string }>(state: State): Promise<State> {
  await (state.status === 'error' ? flagFormError() : clearFormError());
  return state;
}

function logFailure(where: string, error: unknown) {
  process.stderr.write(`[account] ${where}: ${error instanceof Error ? error.message : String(error)}\n`);
}

/**
 * Sign-in (SPEC §4): POST {auth}/token, tokens in httpOnly cookies. An unverified account
 * is refused (SPEC §6) and its session closed at once; an expired password goes to the
 * expired-password page. With JavaScript the action answers the user, so the header
 * updates in place (and the page reloads for an administrator); without it, it redirects
 * to the page the visitor came from.
 */
export async function signInAction(_previous: SignInState | undefined, formData: FormData): Promise<SignInState> {
  const state = await signInAnswer(formData);
  if (state.status !== 'error') return flagRefusal(state);
  // Translated here, so the forms that show them carry no translator (./signInMessages).
  return flagRefusal({ ...state, messages: signInMessages(state.result, await getRefTranslator()) });
}

async function signInAnswer(formData: FormData): Promise<SignInState> {
  const returnTo = safeReturnPath(formData.get('redirectTo')) ?? '/';
  const submission = parseWithZod(formData, { schema: signInSchema });
  // The password is never sent back to the page.
  const hideFields = ['password'];
  if (submission.status !== 'success') return { status: 'error', result: submission.reply({ hideFields }) };
  const refuse = (message: string): SignInState => ({
    status: 'error',
    result: submission.reply({ formErrors: [message], hideFields }),
  });
  if (!(await captchaVerifier().verify(text(formData, 'captchaToken'), 'login'))) return refuse(UNAVAILABLE);

  const { email, password } = submission.value;
  let tokens: Awaited<ReturnType<typeof signIn>> | null = null;
  let passwordExpired = false;
  try {
    tokens = await signIn(email, password);
  } catch (error) {
    // A soft lockout (docs/security.md) says when to try again, whether the account exists or not.
    const limited = rateLimitedMessage(error);
    if (limited) return refuse(limited);
    if (isApiFailure(error) && error.code === 'password_expired') {
      passwordExpired = true;
    } else if (isApiFailure(error) && error.code === 'invalid_grant') {
      return refuse(OTHER_ERROR_MESSAGES.loginRefused);
    } else {
      logFailure('sign-in', error);
      return refuse(UNAVAILABLE);
    }
  }
  if (passwordExpired || !tokens) {
    // Outside the try: redirect() throws on purpose.
    return actionRedirect(expiredPasswordUrl().url);
  }

  const accessToken = tokens.access_token;
  const token = readAccessToken(accessToken);
  if (!isConnected(token)) {
    await signOut(tokens).catch(() => undefined);
    return refuse('Auth.signIn.unverified');
  }
  // A page form (/connexion) goes back where it came from; the header's modal stays put.
  if (!(await isCalledByRouter()) || text(formData, 'mode') === 'page') return actionRedirect(returnTo);
  try {
    const aggregate = await getUserAggregate(accessToken);
    return {
      status: 'signedIn',
      session: { user: aggregate.user, organizations: aggregate.organizations, admin: hasAdminRole(token) },
    };
  } catch (error) {
    // Signed in, but the profile did not load: the reloaded page will show it.
    logFailure('user aggregate after sign-in', error);
    return actionRedirect(returnTo);
  }
}

/** Sign-out (SPEC §4): GET {auth}/disconnect, cookies cleared whatever it answers. */
export async function signOutAction(_previous: SignOutState | undefined, formData: FormData): Promise<SignOutState> {
  try {
    await signOut();
  } catch (error) {
    logFailure('sign-out', error);
  }
  if ((await isCalledByRouter()) && text(formData, 'mode') !== 'page') return { status: 'signedOut' };
  return actionRedirect(safeReturnPath(formData.get('returnTo')) ?? '/');
}

async function requestLink(formData: FormData, send: (email: string) => Promise<unknown>): Promise<LinkRequestState> {
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== 'success') return { status: 'error', result: submission.reply() };
  const refuse = (): LinkRequestState => ({ status: 'error', result: submission.reply({ formErrors: [UNAVAILABLE] }) });
  if (!(await captchaVerifier().verify(text(formData, 'captchaToken'), 'account'))) return refuse();
  try {
    await send(submission.value.email);
    return { status: 'sent', email: submission.value.email };
  } catch (error) {
    const limited = rateLimitedMessage(error);
    if (limited) return { status: 'error', result: submission.reply({ formErrors: [limited] }) };
    logFailure('account link', error);
    return refuse();
  }
}

/** First connection: emails the link that sets a first password (/premiere-connexion). */
export async function requestFirstConnectionAction(_previous: LinkRequestState | undefined, formData: FormData) {
  const redirectTo = safeReturnPath(formData.get('redirectTo')) ?? undefined;
  return flagRefusal(await requestLink(formData, (email) => requestFirstConnectionLink(email, redirectTo)));
}

/** Forgotten password: emails the reset link (/utilisateur/recuperation-mot-de-passe). */
export async function requestPasswordResetAction(_previous: LinkRequestState | undefined, formData: FormData) {
  return flagRefusal(await requestLink(formData, requestPasswordResetLink));
}

/** The pages of the two flows, where a finished flow lands (`?fait=1`). */
const FLOW_PAGES = {
  firstConnection: firstConnectionPath(),
  passwordReset: passwordResetPath,
} as const;

/**
 * Sets the password with an emailed link, then signs in with it (the user just proved
 * they own the address and chose the password), and lands on the flow's page with
 * `?fait=1`: the link is used up, so the page that showed the form cannot show it again.
 */
export async function setPasswordAction(
  _previous: SetPasswordState | undefined,
  formData: FormData,
): Promise<SetPasswordState> {
  return flagRefusal(await setPasswordAnswer(formData));
}

async function setPasswordAnswer(formData: FormData): Promise<SetPasswordState> {
  const token = text(formData, 'token');
  const flow = text(formData, 'flow') === 'firstConnection' ? 'firstConnection' : 'passwordReset';
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  // Passwords are never sent back to the page.
  const hideFields = ['password', 'confirmation'];
  if (submission.status !== 'success') return { status: 'error', result: submission.reply({ hideFields }) };
  const { password } = submission.value;
  let done: Awaited<ReturnType<typeof setPasswordWithToken>>;
  try {
    done = await setPasswordWithToken(token, password);
  } catch (error) {
    const refused = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SetPasswordState => ({
      status: 'error',
      result: submission.reply({ ...options, hideFields }),
    });
    if (isApiFailure(error) && error.code === 'invalid_grant')
      return refused({ formErrors: [OTHER_ERROR_MESSAGES.invalidToken] });
    if (isApiFailure(error) && error.statusCode === 400 && error.errors[0]?.field === 'password') {
      return refused({ fieldErrors: { password: [error.message] } });
    }
    logFailure('set password', error);
    return refused({ formErrors: [UNAVAILABLE] });
  }
  try {
    const tokens = await signIn(done.email, password);
    if (!isConnected(readAccessToken(tokens.access_token))) await signOut(tokens);
  } catch (error) {
    logFailure('sign-in after set password', error);
  }
  const next = safeReturnPath(done.redirectTo);
  return actionRedirect(`${FLOW_PAGES[flow]}?fait=1${next ? `&redirectTo=${encodeURIComponent(next)}` : ''}`);
}
