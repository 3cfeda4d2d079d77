import 'server-only';
import { DisconnectResponseSchema, TokenResponseSchema } from './contracts/auth';
import { clearSessionTokens, readSessionTokens, writeSessionTokens } from './session';
import { callApi } from './transport';

/** SPEC §7 "Auth": POST {auth}/token with the password grant; stores the tokens in httpOnly cookies. */
export async function signIn(username: string, password: string) {
  const tokens = await callApi({
    service: 'auth',
    method: 'POST',
    path: '/token',
    body: new URLSearchParams({ grant_type: 'password', username, password }),
    schema: TokenResponseSchema,
    routeLabel: 'auth.token',
    forwardClient: true,
    authenticated: false,
  });
  await writeSessionTokens(tokens);
  return tokens;
}

/**
 * GET {auth}/disconnect revokes the session; the cookies go whatever the answer. Pass
 * the tokens when they were issued during this very request (the cookies the browser
 * sent do not hold them yet).
 */
export async function signOut(issued?: { access_token: string; refresh_token: string }) {
  const { accessToken, refreshToken } =
    issued ? { accessToken: issued.access_token, refreshToken: issued.refresh_token } : await readSessionTokens();
  try {
    if (accessToken || refreshToken) {
      await callApi({
        service: 'auth',
        path: '/disconnect',
        query: { refresh_token: refreshToken },
        schema: DisconnectResponseSchema,
        routeLabel: 'auth.disconnect',
        ...(accessToken ? { bearer: accessToken } : { authenticated: false }),
      });
    }
  } finally {
    await clearSessionTokens();
  }
}
