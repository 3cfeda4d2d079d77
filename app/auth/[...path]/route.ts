/**
 * Same-origin proxy of the auth server (SPEC §7: /forms/auth): lib/api/proxyRoute.ts.
 * Answers carry `x-forms-proxy: 1`.
 */
import { sameOriginProxyRoute } from '@/lib/api/proxyRoute';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = sameOriginProxyRoute('auth');

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
export const OPTIONS = handle;
