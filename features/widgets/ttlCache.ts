/**
 * A small in-memory cache of promises with a time to live, per server process. Every
 * framed widget of a form asks for the same public aggregate; keeping it a few seconds
 * turns a burst of visits into one API call. A failed load is forgotten at once (the next
 * request tries again); the oldest entries go first beyond `maxEntries`.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expires > time) return cached.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expires: time + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // A Map iterates in insertion order: the first keys are the oldest.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
