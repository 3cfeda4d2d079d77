/** The same-origin proxy (SPEC §7) against the sandbox: what it forwards, and how it marks its answers. */
import { expect, test } from '@playwright/test';
import { createAccount, origin, passwordGrant, setSessionCookies } from '../support/shell';

test.describe('the same-origin proxy @no-js', () => {
  test("forwards the session's bearer, never our cookies, and marks its answers", async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request, { label: 'proxy' });
    await setSessionCookies(context, await passwordGrant(request, account.email));
    const user = await page.request.get('api/agg/user');
    expect(user.status()).toBe(200);
    expect(user.headers()['x-forms-proxy']).toBe('1');
    expect(user.headers()['set-cookie']).toBeUndefined();
    expect(((await user.json()) as { user: { email: string } }).user.email).toBe(account.email);

    const anonymous = await request.get(`${origin}/forms/api/agg/user`);
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['x-forms-proxy']).toBe('1');

    const withQuery = await request.get(
      `${origin}/forms/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Donation&formSlug=soutenir-nos-actions`,
    );
    expect(withQuery.status()).toBe(200);
    const auth = await request.post(`${origin}/forms/auth/token`, {
      form: { grant_type: 'password', username: account.email, password: 'Formulaires2026!' },
    });
    expect(auth.status()).toBe(200);
    expect(auth.headers()['x-forms-proxy']).toBe('1');
  });
});
