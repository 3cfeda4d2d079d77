/**
 * Only same-app paths are accepted as a place to go back to: an absolute URL or a
 * protocol-relative "//host" would turn the redirect into an open redirect.
 * Paths are relative to the base path (/forms), as next/navigation's redirect expects.
 */
export function safeReturnPath(value: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
