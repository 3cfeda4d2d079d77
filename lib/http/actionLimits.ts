/**
 * The largest server-action post (next.config.ts `experimental.serverActions.bodySizeLimit`):
 * a participant's file (5 MB, SPEC §7) and the rest of the step. proxy.ts answers a larger
 * one with the 413 page (lib/http/actionGuard). Imports nothing: next.config.ts loads it
 * without the `@/` paths.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
