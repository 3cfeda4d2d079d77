import 'server-only';
import { forwardToUpstream } from '@/lib/http/sameOriginProxy';
import { readSessionTokens } from './session';
import { refreshSession } from './transport';
import { internalOrigin, sameOriginProxyBase, upstreamBase, type ApiService } from './upstream';

type RouteContext = { params: Promise<{ path?: string[] }> };

/**
 * Route handlers of the same-origin proxy: app/api/[...path] and app/auth/[...path].
 * The bearer comes from the caller's Authorization header (the server-side transport
 * retrying after a 421) or from the access-token cookie (a browser); after a 401 on the
 * cookie's token, the refresh-token cookie is exchanged once and the call retried.
 */
export function sameOriginProxyRoute(service: ApiService) {
  return async function handle(request: Request, context: RouteContext): Promise<Response> {
    const origin = internalOrigin();
    const base = upstreamBase(service, origin);
    if (base.startsWith(sameOriginProxyBase(service, origin))) {
      // FORMS_API_URL pointing at this proxy would loop forever.
      return Response.json(
        { errors: [{ code: 'INTERNAL_ERROR', message: `The ${service} proxy points at itself.` }] },
        { status: 500 },
      );
    }
    const [{ path = [] }, { accessToken }] = await Promise.all([context.params, readSessionTokens()]);
    return forwardToUpstream({ request, segments: path, upstreamBase: base, accessToken, refresh: refreshSession });
  };
}
