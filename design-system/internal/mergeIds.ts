/** Joins id references (aria-describedby), skipping empty ones; undefined when none is left. */
export function mergeIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
