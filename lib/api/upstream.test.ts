import { describe, expect, it } from 'vitest';
import { internalOrigin, onThisOrigin, publicOrigin, reachesSandboxInProcess, upstreamBase } from './upstream';

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

  it('turns an address on its public origin into a path, and leaves others alone', () => {
    const env = { PORT: '3300' };
    expect(onThisOrigin('http://localhost:3300/forms/sandbox/provider/payments/x/card', env)).toBe(
      '/forms/sandbox/provider/payments/x/card',
    );
    expect(onThisOrigin('https://provider.example/payments/x/card', env)).toBe(
      'https://provider.example/payments/x/card',
    );
    expect(onThisOrigin('http://localhost:33000/x', env)).toBe('http://localhost:33000/x');
  });
});
