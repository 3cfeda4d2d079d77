import type { ErrorCopy } from './ErrorCopy';

type Messages = Record<string, unknown>;

/** The error pages' copy out of the request's messages (the root layout hands it to ErrorCopyProvider). */
export function errorCopyOf(messages: Messages): ErrorCopy {
  const errors = messages.Errors as { page: ErrorCopy['page'] };
  const { home, back, retry, retryHint, contact, contactIntro } = messages.ErrorPage as ErrorCopy['actions'];
  return { page: errors.page, actions: { home, back, retry, retryHint, contact, contactIntro } };
}
