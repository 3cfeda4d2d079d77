import 'server-only';
import { AccountTokenResponseSchema, LinkSentResponseSchema, SetPasswordResponseSchema } from './contracts/account';
import { callApi } from './transport';

/**
 * Account recovery on the auth server (lib/api/contracts/account.ts): first connection
 * and forgotten password. Anonymous calls: no bearer.
 */
export const requestFirstConnectionLink = (email: string, redirectTo?: string) =>
  callApi({
    service: 'auth',
    method: 'POST',
    path: '/account/first-connection',
    body: { email, ...(redirectTo ? { redirectTo } : {}) },
    schema: LinkSentResponseSchema,
    routeLabel: 'account.first-connection',
    forwardClient: true,
    authenticated: false,
  });

export const requestPasswordResetLink = (email: string) =>
  callApi({
    service: 'auth',
    method: 'POST',
    path: '/account/password-reset',
    body: { email },
    schema: LinkSentResponseSchema,
    routeLabel: 'account.password-reset',
    forwardClient: true,
    authenticated: false,
  });

/** Checks an emailed link before showing the password form; 400 invalid_grant when unknown, used or expired. */
export const checkAccountToken = (token: string) =>
  callApi({
    service: 'auth',
    path: '/account/token',
    query: { token },
    schema: AccountTokenResponseSchema,
    routeLabel: 'account.token',
    authenticated: false,
  });

export const setPasswordWithToken = (token: string, password: string) =>
  callApi({
    service: 'auth',
    method: 'POST',
    path: '/account/password',
    body: { token, password },
    schema: SetPasswordResponseSchema,
    routeLabel: 'account.password',
    authenticated: false,
  });
