/**
 * Health check for load balancers, and the bench's bare baseline: no layout, no
 * messages, no data. `npm run bench` compares every page's SSR throughput with it.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
