import { describe, expect, it } from 'vitest';
import {
  browserAddressBase,
  cardReturnAddress,
  inAppSandboxAddresses,
  internalOrigin,
  publicOrigin,
  reachesSandboxInProcess,
  upstreamBase,
} from './upstream';

describe('where the server sends its calls', () => {
  it('reaches itself on the loopback address and the port it listens on, unless configured', () => {
    expect(internalOrigin({ PORT: '3300' })).toBe('http://127.0.0.1:3300');
    expect(internalOrigin({})).toBe('http://127.0.0.1:3000');
    expect(internalOrigin({ PORT: '3300', FORMS_INTERNAL_ORIGIN: 'http://app.internal:8080/' })).toBe(
      'http://app.internal:8080',
    );
  });

  it('gives browsers its public origin from configuration, localhost by default', () => {
    expect(publicOrigin({ PORT: '3300' })).toBe('http://localhost:3300');
    expect(publicOrigin({ FORMS_PUBLIC_ORIGIN: 'https://dons.example.org/' })).toBe('https://dons.example.org');
  });

  it('calls the in-app sandbox on the internal origin, another API where configured', () => {
    expect(upstreamBase('api', internalOrigin({ PORT: '3300' }))).toBe('http://127.0.0.1:3300/forms/sandbox/api');
  });

  it('reaches the in-app sandbox in process unless an address says to go over HTTP', () => {
    expect(reachesSandboxInProcess('api', { PORT: '3300' })).toBe(true);
    expect(reachesSandboxInProcess('auth', {})).toBe(true);
    // Another API, or the standalone sandbox on another port: over HTTP.
    expect(reachesSandboxInProcess('api', { FORMS_API_URL: 'https://api.example.org/v5' })).toBe(false);
    expect(reachesSandboxInProcess('api', { FORMS_API_URL: 'http://127.0.0.1:4000/forms/sandbox/api' })).toBe(false);
    expect(reachesSandboxInProcess('api', { FORMS_AUTH_URL: 'https://auth.example.org' })).toBe(false);
    // The app reaches itself through another address (a balancer, a test's own sandbox).
    expect(reachesSandboxInProcess('api', { FORMS_INTERNAL_ORIGIN: 'http://app.internal:8080' })).toBe(false);
  });
});

describe('the addresses browsers are given (never from the request: none of these sees it)', () => {
  const cardPage = '/forms/paiement/embarque/pr_1';

  it('gives paths, which the browser resolves on the origin it is on, unless FORMS_PUBLIC_ORIGIN is set', () => {
    expect(browserAddressBase({ PORT: '3300' })).toBe('');
    expect(browserAddressBase({ FORMS_PUBLIC_ORIGIN: 'https://dons.example.org/' })).toBe('https://dons.example.org');
  });

  it('sends the card provider back to a path when it is ours, to the public origin when it is elsewhere', () => {
    const inApp = '/forms/sandbox/provider/payments/pr_1/card';
    expect(cardReturnAddress(cardPage, inApp, { PORT: '3300' })).toBe(cardPage);
    // The standalone sandbox or another provider cannot resolve our paths: an absolute address.
    expect(cardReturnAddress(cardPage, 'http://127.0.0.1:4000/forms/sandbox/provider/payments/pr_1/card', {})).toBe(
      `http://localhost:3000${cardPage}`,
    );
    expect(cardReturnAddress(cardPage, '//evil.example/card', { PORT: '3300' })).toBe(
      `http://localhost:3300${cardPage}`,
    );
    // A configured public origin wins, whichever provider.
    const configured = { FORMS_PUBLIC_ORIGIN: 'https://dons.example.org' };
    expect(cardReturnAddress(cardPage, inApp, configured)).toBe(`https://dons.example.org${cardPage}`);
  });

  it('gives the in-app sandbox a path for its provider, an origin only when one is configured', () => {
    expect(inAppSandboxAddresses({ PORT: '3300' })).toEqual({
      appUrl: 'http://localhost:3300/forms',
      publicUrl: '/forms/sandbox',
    });
    expect(inAppSandboxAddresses({ FORMS_PUBLIC_ORIGIN: 'https://dons.example.org/' })).toEqual({
      appUrl: 'https://dons.example.org/forms',
      publicUrl: 'https://dons.example.org/forms/sandbox',
    });
    expect(
      inAppSandboxAddresses({
        FORMS_PUBLIC_ORIGIN: 'https://dons.example.org',
        FORMS_CARD_PROVIDER_ORIGIN: 'https://paiement.example.org/',
      }).publicUrl,
    ).toBe('https://paiement.example.org/forms/sandbox');
    // Explicit sandbox settings are kept as they are.
    expect(
      inAppSandboxAddresses({ SANDBOX_APP_URL: 'https://a.example/forms', SANDBOX_PUBLIC_URL: 'https://a.example/s' }),
    ).toEqual({ appUrl: 'https://a.example/forms', publicUrl: 'https://a.example/s' });
  });
});
