/**
 * Readiness, for load balancers: 200 when this instance can serve payers, 503 with the
 * cause (JSON) when it cannot. A round trip to the API and its database: the in-app
 * sandbox's database (`select 1`), or a cheap call to the configured forms API.
 * With the sandbox, the body also counts its job queue's waiting and dead jobs.
 * Liveness stays /healthz (no data: the bench's baseline). docs/deployment.md says
 * which one a load balancer polls.
 */
import { isSandboxEnabled } from '@/lib/api/upstream';
import { checkApiReachable, readiness, type ReadinessDetail } from '@/lib/http/readiness';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function checkSandbox(): Promise<ReadinessDetail> {
  const { checkSandboxDatabase } = await import('@/sandbox/inApp');
  return checkSandboxDatabase();
}

export async function GET() {
  const result = await readiness(isSandboxEnabled() ? checkSandbox : checkApiReachable);
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
