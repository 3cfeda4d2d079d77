/**
 * A 405 for methods the app does not serve, answered before Next reads the request.
 *
 * Next builds a WHATWG Request for every request it routes, and Node's Request refuses
 * some methods outright (TRACE, CONNECT, TRACK): Next then answers 500 before proxy.ts or
 * any route handler runs. So the refusal happens one step earlier, where Node's HTTP
 * server hands the request over: `request` events with such a method get the same 405
 * as proxy.ts gives (lib/http/requestGuard) and never reach Next.
 */
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { refusalParts, refusedMethod } from './requestGuard';

let installed = false;

export function refuseUnservedMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const refused = refusedMethod(request.method ?? '');
      if (refused) {
        const { body, headers } = refusalParts(refused);
        response.writeHead(refused.status, headers).end(body);
        return true;
      }
    }
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof Server.prototype.emit;
}
