/** Hono environment of the sandbox: every handler reads `c.var.ctx`. */
import type { RequestContext } from './context';

export interface SandboxEnv {
  Variables: { ctx: RequestContext };
}
