/**
 * Requests no route should read, against the real server: the app's proxy (proxy.ts) and
 * the sandbox refuse them with a 4xx and the SPEC §8 error body, never a 500 (each of
 * these answered 500 before lib/http/requestGuard). HTTP only: no page is opened.
 */
import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { port } from '../support/journey';
import { sendRaw } from '../support/rawHttp';

const origin = `http://localhost:${port}`;

/** Over node:http (tests/support/rawHttp), JSON content type when there is a body. */
async function send(method: string, path: string, body?: string, extraHeaders: Record<string, string> = {}) {
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...extraHeaders };
  const answer = await sendRaw(origin, method, path, body, headers);
  const allow = answer.headers.allow;
  return { status: answer.status, text: answer.text, allow: typeof allow === 'string' ? allow : undefined };
}

test.describe('hostile requests', () => {
  for (const [method, path, status] of [
    ['GET', '/forms/api/%ZZ', 400],
    ['GET', '/forms/sandbox/api/%ZZ', 400],
    ['GET', '/forms/api/organizations/a%00b/full', 400],
    ['GET', '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions?backUrl=%00', 400],
    ['GET', '/forms/api/agg/form?organizationSlug=a%00&formType=Donation&formSlug=b', 400],
    ['TRACE', '/forms/', 405],
    ['TRACE', '/forms/sandbox/api/agg/form', 405],
    ['TRACE', '/forms/api/agg/form', 405],
  ] as const) {
    test(`${method} ${path} is a ${status} with a clear body`, async () => {
      const answer = await send(method, path);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.text)).toEqual({ errors: [{ code: expect.any(String), message: expect.any(String) }] });
      if (status === 405) expect(answer.allow).toContain('GET');
    });
  }

  test('a page visit with a broken address gets the 400 error page in its language, not JSON', async () => {
    const page = '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
    for (const [path, lang, title] of [
      [`${page}?backUrl=%00`, 'fr', 'Demande invalide'],
      [`${page}/en?backUrl=%00`, 'en', 'Invalid request'],
      ['/forms/associations/%ZZ', 'en', 'Invalid request'],
    ] as const) {
      const cookie: Record<string, string> = path.includes('/en?') ? {} : { cookie: `NEXT_LOCALE=${lang}` };
      const answer = await send('GET', path, undefined, { accept: 'text/html,application/xhtml+xml', ...cookie });
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toContain(`<html lang="${lang}"`);
      expect(answer.text, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
    // The API stays JSON, whatever the client accepts.
    const api = await send('GET', '/forms/api/%ZZ', undefined, { accept: 'text/html' });
    expect(JSON.parse(api.text).errors[0].code).toBe('VALIDATION_ERROR');
  });

  test('a NUL or an unpaired surrogate in a body field is a 400 on the field, through the proxy too', async () => {
    for (const base of ['/forms/sandbox/api', '/forms/api']) {
      const answer = await send(
        'POST',
        `${base}/abuses`,
        JSON.stringify({ reason: 'SPAM', userEmail: 'a@b.fr', userMessage: 'x\u0000y', url: 'https://a.fr' }),
      );
      expect(answer.status, base).toBe(400);
      expect(JSON.parse(answer.text).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'userMessage' });
    }
  });

  test('a forged Host or X-Forwarded-Host never makes the server call that host (nor send it the bearer)', async () => {
    // A listener standing for the attacker's host: the server must not call it.
    const seen: string[] = [];
    const trap = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    try {
      const journey = '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
      const cookie = { cookie: 'forms-access-token=stolen-if-sent' };
      const forgedHost = await send('GET', journey, undefined, { ...cookie, host: trapHost });
      const forgedForward = await send('GET', journey, undefined, { ...cookie, 'x-forwarded-host': trapHost });
      const proxied = await send(
        'GET',
        '/forms/api/agg/form?organizationSlug=a&formType=Donation&formSlug=b',
        undefined,
        {
          ...cookie,
          host: trapHost,
        },
      );
      for (const answer of [forgedHost, forgedForward, proxied]) expect(answer.status).toBeLessThan(500);
      expect(seen).toEqual([]);
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });
});
