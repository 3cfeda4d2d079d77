/**
 * Same-origin proxy of the forms API (SPEC §7: /forms/api): lib/api/proxyRoute.ts.
 * Answers carry `x-forms-proxy: 1`.
 */
import { sameOriginProxyRoute } from '@/lib/api/proxyRoute';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = sameOriginProxyRoute('api');

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
export const OPTIONS = handle;
