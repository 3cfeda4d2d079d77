import type { ErrorCopy } from './ErrorCopy';

type Messages = Record<string, unknown>;

/**
 * The error pages' copy out of the request's messages (the root layout hands it to
 * ErrorCopyProvider). The messages are compiled at build time (next.config.ts); a message
 * without arguments compiles to its plain text, and this copy has none (errorCopy.test.ts).
 */
export function errorCopyOf(messages: Messages): ErrorCopy {
  const errors = messages.Errors as { page: ErrorCopy['page'] };
  const { home, back, retry, retryHint, contact, contactIntro } = messages.ErrorPage as ErrorCopy['actions'];
  return { page: errors.page, actions: { home, back, retry, retryHint, contact, contactIntro } };
}
