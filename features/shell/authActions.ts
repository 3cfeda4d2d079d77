'use server';

import { requestFirstConnectionLink, requestPasswordResetLink, setPasswordWithToken } from '@/lib/api/account';
import { signIn, signOut } from '@/lib/api/auth';
import { isApiFailure } from '@/lib/api/http';
import { getUserAggregate } from '@/lib/api/users';
import { captchaVerifier } from '@/lib/captcha/verifier';
import { actionRedirect, isCalledByRouter } from '@/lib/http/actionRedirect';
import { hasAdminRole, isConnected, readAccessToken } from '@/lib/rules/tokens';
import { OTHER_ERROR_MESSAGES } from '@/lib/rules/errorCatalogue';
import {
  emailOnlySchema,
  newPasswordSchema,
  signInSchema,
  text,
  validate,
  type LinkRequestState,
  type SetPasswordState,
  type SignInState,
  type SignOutState,
} from './authForms';
import { expiredPasswordUrl } from './config';
import { safeReturnPath } from './returnPath';

const UNAVAILABLE = 'Auth.unavailable';

function logFailure(where: string, error: unknown) {
  process.stderr.write(`[shell] ${where}: ${error instanceof Error ? error.message : String(error)}\n`);
}

/**
 * Sign-in (SPEC §4): POST {auth}/token, tokens in httpOnly cookies. An unverified account
 * is refused (SPEC §6) and its session closed at once; an expired password goes to the
 * expired-password page. With JavaScript the action answers the user, so the header
 * updates in place (and the page reloads for an administrator); without it, it redirects
 * to the page the visitor came from.
 */
export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = text(formData, 'email').trim();
  const returnTo = safeReturnPath(formData.get('redirectTo')) ?? '/';
  const checked = validate(signInSchema, { email, password: text(formData, 'password') });
  if (!checked.ok) return { status: 'error', email, fieldErrors: checked.errors };
  if (!(await captchaVerifier().verify(text(formData, 'captchaToken'), 'login'))) {
    return { status: 'error', email, error: UNAVAILABLE };
  }

  let tokens: Awaited<ReturnType<typeof signIn>> | null = null;
  let passwordExpired = false;
  try {
    tokens = await signIn(checked.value.email ?? email, text(formData, 'password'));
  } catch (error) {
    if (isApiFailure(error) && error.code === 'password_expired') {
      passwordExpired = true;
    } else if (isApiFailure(error) && error.code === 'invalid_grant') {
      return { status: 'error', email, error: OTHER_ERROR_MESSAGES.loginRefused };
    } else {
      logFailure('sign-in', error);
      return { status: 'error', email, error: UNAVAILABLE };
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
    return { status: 'error', email, error: 'Auth.signIn.unverified' };
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
export async function signOutAction(_previous: SignOutState, formData: FormData): Promise<SignOutState> {
  try {
    await signOut();
  } catch (error) {
    logFailure('sign-out', error);
  }
  if ((await isCalledByRouter()) && text(formData, 'mode') !== 'page') return { status: 'signedOut' };
  return actionRedirect(safeReturnPath(formData.get('returnTo')) ?? '/');
}

async function requestLink(formData: FormData, send: (email: string) => Promise<unknown>): Promise<LinkRequestState> {
  const email = text(formData, 'email').trim();
  const checked = validate(emailOnlySchema, { email });
  if (!checked.ok) return { status: 'error', email, fieldErrors: checked.errors };
  if (!(await captchaVerifier().verify(text(formData, 'captchaToken'), 'account'))) {
    return { status: 'error', email, error: UNAVAILABLE };
  }
  try {
    const address = checked.value.email ?? email;
    await send(address);
    return { status: 'sent', email: address };
  } catch (error) {
    logFailure('account link', error);
    return { status: 'error', email, error: UNAVAILABLE };
  }
}

/** First connection: emails the link that sets a first password (/premiere-connexion). */
export async function requestFirstConnectionAction(_previous: LinkRequestState, formData: FormData) {
  const redirectTo = safeReturnPath(formData.get('redirectTo')) ?? undefined;
  return requestLink(formData, (email) => requestFirstConnectionLink(email, redirectTo));
}

/** Forgotten password: emails the reset link (/utilisateur/recuperation-mot-de-passe). */
export async function requestPasswordResetAction(_previous: LinkRequestState, formData: FormData) {
  return requestLink(formData, requestPasswordResetLink);
}

/** The pages of the two flows, where a finished flow lands (`?fait=1`). */
const FLOW_PAGES = {
  firstConnection: '/premiere-connexion',
  passwordReset: '/utilisateur/recuperation-mot-de-passe',
} as const;

/**
 * Sets the password with an emailed link, then signs in with it (the user just proved
 * they own the address and chose the password), and lands on the flow's page with
 * `?fait=1`: the link is used up, so the page that showed the form cannot show it again.
 */
export async function setPasswordAction(_previous: SetPasswordState, formData: FormData): Promise<SetPasswordState> {
  const token = text(formData, 'token');
  const password = text(formData, 'password');
  const flow = text(formData, 'flow') === 'firstConnection' ? 'firstConnection' : 'passwordReset';
  const checked = validate(newPasswordSchema, { password, confirmation: text(formData, 'confirmation') });
  if (!checked.ok) return { status: 'error', fieldErrors: checked.errors };
  let done: Awaited<ReturnType<typeof setPasswordWithToken>>;
  try {
    done = await setPasswordWithToken(token, password);
  } catch (error) {
    if (isApiFailure(error) && error.code === 'invalid_grant')
      return { status: 'error', error: OTHER_ERROR_MESSAGES.invalidToken };
    if (isApiFailure(error) && error.statusCode === 400 && error.errors[0]?.field === 'password') {
      return { status: 'error', fieldErrors: { password: error.message } };
    }
    logFailure('set password', error);
    return { status: 'error', error: UNAVAILABLE };
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
