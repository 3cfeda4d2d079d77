/**
 * Who a request comes from, for the rate limits (docs/security.md): the socket's peer
 * address, or — only behind a configured number of trusted proxies (`TRUST_PROXY_HOPS`,
 * default 0) — the address those proxies wrote in `X-Forwarded-For`. A client may send
 * any `X-Forwarded-For` it likes: with 0 hops it is ignored, with n hops only the entry
 * the outermost trusted proxy appended is believed (the n-th from the right).
 */
import { isIP } from 'node:net';

/**
 * The request header that carries the resolved address inside the app: set by the Node
 * server hook (lib/http/methodGuard.ts) on every request after dropping the client's own,
 * and forwarded by the app's server to the in-app sandbox (lib/api/transport.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-forms-client-address';

/** When no address can be known (no socket, as in a unit test's in-memory request). */
export const UNKNOWN_CLIENT = 'unknown';

const MAX_HOPS = 10;

/** TRUST_PROXY_HOPS as a whole number of proxies; anything else is 0 (trust nobody). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim() ?? '';
  if (!/^\d{1,2}$/u.test(raw)) return 0;
  return Math.min(Number(raw), MAX_HOPS);
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is `127.0.0.1`. */
function normalised(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  hops: number,
): string {
  const peer = socketAddress ? normalised(socketAddress) : UNKNOWN_CLIENT;
  if (hops <= 0 || forwardedFor === undefined) return peer;
  const entries = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor)
    .flatMap((header) => header.split(','))
    .map(normalised)
    .filter(Boolean);
  if (entries.length === 0) return peer;
  // Fewer entries than trusted proxies: the leftmost is the farthest any proxy saw.
  const candidate = entries[Math.max(entries.length - hops, 0)] ?? '';
  return isIP(candidate) ? candidate : peer;
}
