/** The edge rules (SPEC §2): addresses normalised with a redirect, and a CSP with a fresh nonce on every page. */
import { expect, test } from '@playwright/test';
import { origin } from '../support/shell';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

test.describe('edge rules @no-js', () => {
  test('form route slugs are normalised with a 308, query kept', async ({ request }) => {
    const response = await request.get(
      `${origin}/forms/associations/Les-Amis-Du-Quartier/Formulaires/Soutenir+Nos%20Actions/2?montant=10`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(
      '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/2?montant=10',
    );
    const cart = await request.get(`${origin}/forms/associations/Asso/checkout/crt_AbC`, { maxRedirects: 0 });
    expect(cart.headers()['location']).toBe('/forms/associations/asso/checkout/crt_AbC');
  });

  test('a CSP with a fresh nonce on every page; scripts carry it', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['', 'connexion']) {
      const response = await request.get(`${origin}/forms/${path}`);
      const csp = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(nonce).not.toBe('');
      nonces.add(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
    const widget = await request.get(
      `${origin}/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions/widget`,
      { maxRedirects: 0 },
    );
    expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.headers()['x-frame-options']).toBeUndefined();
  });

  test('the page runs under its CSP without a violation', async ({ page }) => {
    test.skip(!jsEnabled(), 'needs JavaScript');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('./');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('dialog', { name: 'Se connecter' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
