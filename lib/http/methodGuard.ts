/**
 * A 405 for methods the app does not serve, and a 400 for an address that is not valid
 * percent-encoding, answered before Next reads the request.
 *
 * Next builds a WHATWG Request for every request it routes, and Node's Request refuses
 * some methods outright (TRACE, CONNECT, TRACK): Next then answers 500 before proxy.ts or
 * any route handler runs. So the refusal happens one step earlier, where Node's HTTP
 * server hands the request over: `request` events with such a method get the same 405
 * as proxy.ts gives (lib/http/requestGuard) and never reach Next.
 */
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { basePath } from '@/lib/config';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustedProxyHops } from './clientAddress';
import { REFUSED_ADDRESS_HEADER, isPageVisit, refusalParts, refusedMethod, refusedRequest } from './requestGuard';

/**
 * Why a request, as the client sent it, is refused: a method we do not serve, or an
 * address whose percent-encoding is broken. Next re-encodes the query string before
 * proxy.ts sees it (`?q=%ZZ` arrives as `?q=%25ZZ`), so this is the one place that sees
 * what the client wrote.
 */
function refusedRaw(request: IncomingMessage) {
  const method = request.method ?? '';
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  return refusedRequest(method, pathname, queryStart === -1 ? '' : url.slice(queryStart));
}

/** Where a refused page visit is rendered (proxy.ts answers it with status 400). */
const REFUSED_PAGE_URL = `${basePath}/erreur/400`;

let installed = false;

export function refuseUnservedMethods(): void {
  if (installed) return;
  installed = true;
  const hops = trustedProxyHops();
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      delete request.headers[REFUSED_ADDRESS_HEADER];
      // The client's address for the rate limits (lib/http/clientAddress), replacing any
      // value the client sent, so whatever reads it later (the in-app sandbox) may trust it.
      request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
        request.socket?.remoteAddress,
        request.headers['x-forwarded-for'],
        hops,
      );
      const refused = refusedMethod(request.method ?? '') ?? refusedRaw(request);
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      if (refused?.status === 400 && isPageVisit(request.method ?? '', request.headers.accept, pathname)) {
        // `en` keeps the English of an `/en` address (SPEC §2) on the error page.
        request.headers[REFUSED_ADDRESS_HEADER] = /\/en\/?$/u.test(pathname) ? 'en' : '1';
        // Next would decode the address's params before the proxy runs (and answer 500 to
        // what it cannot decode): it is given the error page's address instead.
        request.url = REFUSED_PAGE_URL;
      } else if (refused) {
        const { body, headers } = refusalParts(refused);
        response.writeHead(refused.status, headers).end(body);
        return true;
      }
    }
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof Server.prototype.emit;
}
