import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxyHops } from './clientAddress';

describe('the client address of a request (rate limits)', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('::ffff:203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
  });
  it('is the entry the outermost trusted proxy appended, never one the client wrote before it', () => {
    expect(clientAddressOf('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.2', 'forged, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1', 2)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.2', ['6.6.6.6', '198.51.100.1'], 1)).toBe('198.51.100.1');
  });
  it('falls back to the socket for an entry that is not an address', () => {
    expect(clientAddressOf('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', '', 1)).toBe('10.0.0.2');
  });
  it('reads TRUST_PROXY_HOPS as a small whole number, anything else as 0', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '-1' })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: 'true' })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '99' })).toBe(10);
  });
});
