/**
 * How an error page is chosen and shown (SPEC §8), without React: the key of
 * lib/rules/errorCatalogue, the code line, the variant and the hint.
 */
import { isPageErrorKey, pageErrorKey, type PageErrorKey } from '@/lib/rules/errorCatalogue';
import { normaliseError } from '@/lib/rules/errors';

/** Prefix of the digest of an error thrown for an error page (error.tsx reads it back). */
export const PAGE_ERROR_DIGEST_PREFIX = 'forms-page-error:';

export function pageErrorDigest(key: PageErrorKey): string {
  return `${PAGE_ERROR_DIGEST_PREFIX}${key}`;
}

/** The page key carried by an error's digest; `uncaught` for anything else (a bug). */
export function errorKeyFromDigest(digest: string | undefined): PageErrorKey {
  if (digest?.startsWith(PAGE_ERROR_DIGEST_PREFIX)) {
    const key = digest.slice(PAGE_ERROR_DIGEST_PREFIX.length);
    if (isPageErrorKey(key)) return key;
  }
  return 'uncaught';
}

/** The page key of any failure (an ApiFailure, a Response-like object, an Error…). */
export function errorKeyOf(error: unknown): PageErrorKey {
  const normalised = normaliseError(error);
  return pageErrorKey({ statusCode: normalised.statusCode, code: normalised.code });
}

export interface ErrorPresentation {
  /** Shown as "Code d'erreur : …": the status, or the name of the case for support. */
  code: string;
  /** The 500 variant (SPEC §2) for server failures. */
  variant: 'default' | 'server';
  /** 504 (and a request cut short) adds a retry hint (SPEC §2). */
  retryHint: boolean;
  /** Whether trying again may help: offers a retry button when the page can retry. */
  retryable: boolean;
}

const RETRYABLE: readonly PageErrorKey[] = [
  '408',
  '409',
  '421',
  '500',
  '503',
  '504',
  'uncaught',
  'ECONNABORTED',
  'unknown',
];

export function presentError(key: PageErrorKey): ErrorPresentation {
  return {
    code: key === 'uncaught' ? '500' : key,
    variant: key === '500' || key === 'uncaught' ? 'server' : 'default',
    retryHint: key === '503' || key === '504' || key === 'ECONNABORTED',
    retryable: RETRYABLE.includes(key),
  };
}
