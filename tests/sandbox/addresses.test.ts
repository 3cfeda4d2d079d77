/**
 * The addresses the sandbox gives browsers (card provider, 3-D Secure page, the page the
 * provider sends the payer back to), as the app mounts it (paths: the visitor stays on the
 * origin they opened) and standalone (`npm run sandbox`: absolute, from configuration).
 * Never from the request's Host or X-Forwarded-* headers, which a client can forge.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_URL } from '@/sandbox/app';
import { standaloneAddresses } from '@/sandbox/runtime';
import { DRIVERS, errorCode, sandboxPerSuite, startPayment } from './support';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** A request whose Host and X-Forwarded-* headers name another site (fetch cannot set Host). */
function forgedRequest(
  base: string,
  method: string,
  path: string,
  form?: Record<string, string>,
): Promise<{ status: number; location: string | null; body: string }> {
  const url = new URL(base + path);
  const payload = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: {
          ...FORGED,
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

describe.each(DRIVERS)('sandbox addresses on %s', (driver) => {
  describe('mounted in the app, no origin configured: paths', () => {
    const sandboxOf = sandboxPerSuite(driver, { addresses: 'in-app' });

    it('gives the card provider and the 3-D Secure page as paths, whatever the Host says', async () => {
      const sandbox = sandboxOf();
      const provider = await forgedRequest(sandbox.base, 'GET', '/api/organizations/les-amis-du-quartier/provider');
      expect(JSON.parse(provider.body).providerUrl).toBe('/forms/sandbox/provider');
      const journey = await startPayment(sandbox, { card: '4000000000003220' });
      expect(journey.card.body.redirectUrl).toMatch(/^\/forms\/sandbox\/provider\/3ds\/tds_[\w-]+$/u);
      const status = await forgedRequest(
        sandbox.base,
        'GET',
        `/api/payments/card-embed/get-next-action?paymentRequestId=${journey.paymentRequestId}`,
      );
      expect(JSON.parse(status.body).redirectUrl).toBe(journey.card.body.redirectUrl);
      // The challenge answered without JavaScript: back to the card page, by its path.
      const approved = await forgedRequest(new URL(sandbox.base).origin, 'POST', journey.card.body.redirectUrl, {
        decision: 'approve',
      });
      expect(approved.status).toBe(303);
      expect(approved.location).toBe(
        `/forms/paiement/embarque/${journey.paymentRequestId}?paymentRequestId=${journey.paymentRequestId}&paymentId=${journey.paymentId}`,
      );
    });

    it('keeps a path returnUrl a path, refused card included; sends no-returnUrl posts to the card page by path', async () => {
      const sandbox = sandboxOf();
      const journey = await startPayment(sandbox, { card: '4000000000000002' });
      const returnUrl = `/forms/paiement/embarque/${journey.paymentRequestId}/en`;
      const cardPath = `/provider/payments/${journey.paymentRequestId}/card`;
      const refused = await forgedRequest(sandbox.base, 'POST', cardPath, {
        ...CARD,
        cardNumber: '4242424242424241',
        returnUrl,
      });
      expect(refused.status).toBe(303);
      expect(refused.location).toBe(
        `${returnUrl}?paymentRequestId=${journey.paymentRequestId}&errorCode=INVALID_CARD_NUMBER`,
      );
      const paid = await forgedRequest(sandbox.base, 'POST', cardPath, { ...CARD, returnUrl });
      expect(paid.status).toBe(303);
      expect(paid.location).toMatch(
        new RegExp(`^/forms/paiement/embarque/${journey.paymentRequestId}/en\\?paymentRequestId=`, 'u'),
      );
      const other = await startPayment(sandbox, { card: '4000000000000002' });
      const bare = await forgedRequest(sandbox.base, 'POST', `/provider/payments/${other.paymentRequestId}/card`, CARD);
      expect(bare.location).toMatch(new RegExp(`^/forms/paiement/embarque/${other.paymentRequestId}\\?`, 'u'));
    });

    let refusing: Awaited<ReturnType<typeof startPayment>> | undefined;
    it.each([
      ['a network path', '//evil.example/steal'],
      ['a backslash network path', '/\\evil.example/steal'],
      ['another site', 'https://evil.example/steal'],
      ['the origin the Host names', 'http://evil.example/forms/paiement/embarque/x'],
      ['the origin the request came to, not configured', 'LOCAL'],
      ['a script', 'javascript:alert(1)'],
    ])('refuses a returnUrl that is %s', async (_what, raw) => {
      const sandbox = sandboxOf();
      // Checked before anything is stored: one payment request serves every case.
      refusing ??= await startPayment(sandbox, { card: '4000000000000002' });
      const journey = refusing;
      const returnUrl = raw === 'LOCAL' ? `${new URL(sandbox.base).origin}/forms/x` : raw;
      const answer = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
        headers: FORGED,
        body: { ...CARD, returnUrl },
      });
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe('INVALID_RETURN_URL');
    });

    it('accepts an absolute returnUrl on the app’s configured origin', async () => {
      const sandbox = sandboxOf();
      const journey = await startPayment(sandbox, { card: '4000000000000002' });
      const returnUrl = `${DEFAULT_APP_URL}/paiement/embarque/${journey.paymentRequestId}`;
      const post = await forgedRequest(sandbox.base, 'POST', `/provider/payments/${journey.paymentRequestId}/card`, {
        ...CARD,
        returnUrl,
      });
      expect(post.location).toMatch(new RegExp(`^${returnUrl}\\?paymentRequestId=`, 'u'));
    });
  });

  describe('standalone (its own origin): absolute addresses from configuration', () => {
    const sandboxOf = sandboxPerSuite(driver);

    it('gives the provider and the 3-D Secure page on its configured origin, whatever the Host says', async () => {
      const sandbox = sandboxOf();
      const provider = await forgedRequest(sandbox.base, 'GET', '/api/organizations/les-amis-du-quartier/provider');
      expect(JSON.parse(provider.body).providerUrl).toBe(`${sandbox.base}/provider`);
      const journey = await startPayment(sandbox, { card: '4000000000003220' });
      expect(journey.card.body.redirectUrl).toMatch(new RegExp(`^${sandbox.base}/provider/3ds/tds_[\\w-]+$`, 'u'));
    });

    it('resolves a path returnUrl on the app’s configured address, not on its own origin', async () => {
      const sandbox = sandboxOf();
      const journey = await startPayment(sandbox, { card: '4000000000000002' });
      const appOrigin = new URL(sandbox.base).origin; // the harness configures the app there
      const post = await forgedRequest(sandbox.base, 'POST', `/provider/payments/${journey.paymentRequestId}/card`, {
        ...CARD,
        returnUrl: `/forms/paiement/embarque/${journey.paymentRequestId}`,
      });
      expect(post.status).toBe(303);
      expect(post.location).toMatch(
        new RegExp(`^${appOrigin}/forms/paiement/embarque/${journey.paymentRequestId}\\?paymentRequestId=`, 'u'),
      );
    });
  });
});

describe('the standalone server’s addresses (sandbox/server.ts)', () => {
  it('names where it listens and the app’s configured origin', () => {
    expect(standaloneAddresses({}, { hostname: '127.0.0.1', port: 4000 })).toEqual({
      SANDBOX_APP_URL: 'http://localhost:3000/forms',
      SANDBOX_PUBLIC_URL: 'http://127.0.0.1:4000/forms/sandbox',
    });
    expect(
      standaloneAddresses({ FORMS_PUBLIC_ORIGIN: 'https://dons.example.org/' }, { hostname: '0.0.0.0', port: 4001 }),
    ).toEqual({
      SANDBOX_APP_URL: 'https://dons.example.org/forms',
      SANDBOX_PUBLIC_URL: 'http://localhost:4001/forms/sandbox',
    });
    expect(standaloneAddresses({}, { hostname: '::1', port: 4000 }).SANDBOX_PUBLIC_URL).toBe(
      'http://[::1]:4000/forms/sandbox',
    );
    expect(
      standaloneAddresses(
        { SANDBOX_APP_URL: 'https://a.example/forms', SANDBOX_PUBLIC_URL: 'https://pay.example/sandbox' },
        { hostname: '127.0.0.1', port: 4000 },
      ),
    ).toEqual({ SANDBOX_APP_URL: 'https://a.example/forms', SANDBOX_PUBLIC_URL: 'https://pay.example/sandbox' });
  });
});
