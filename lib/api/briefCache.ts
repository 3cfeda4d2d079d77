/**
 * A short-lived, per-process memory of API reads that may be a few seconds old (a form's
 * aggregate for visitors, an organisation's page): under load, every render of a page
 * within the window shares one read, and concurrent renders share the read in flight.
 *
 * `keep` says whether an answer may be shared: one that may not (a form showing its
 * stock, which must stay exact) is remembered as such, and its key is then read afresh
 * by every call that finds no read of it in flight; the calls made while a read runs
 * share it, as the page memory's stock checks do (lib/http/pageCache): each gets an
 * answer the API gave after the call began, never one kept from before. A failed read
 * is never kept.
 */
export interface BriefCache<T> {
  read(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  expiresAt: number;
  /** null: the key's answers are not to be shared (until `expiresAt`). */
  value: Promise<T> | null;
  /** A key not to be shared: its read in flight, which the calls made meanwhile join. */
  inFlight?: Promise<T>;
}

export interface BriefCacheOptions<T> {
  /**
   * Names the memory on globalThis, so every copy of the calling module shares it (the
   * server bundles may each hold one: a page and its metadata were seen reading twice).
   */
  name?: string;
  /** How long an answer is shared, read at each call (0: not at all). */
  ttlMs: () => number;
  /** How long a key whose answer may not be shared is read afresh, in ms. */
  unsharedMs?: number;
  /** Whether this answer may be shared. */
  keep?: (value: T) => boolean;
  /** The most keys remembered; the oldest are forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

type Holder = typeof globalThis & { __formsBriefCaches?: Map<string, Map<string, unknown>> };

function storeNamed<T>(name: string | undefined): Map<string, Entry<T>> {
  if (!name) return new Map();
  const holder = globalThis as Holder;
  holder.__formsBriefCaches ??= new Map();
  let store = holder.__formsBriefCaches.get(name);
  if (!store) {
    store = new Map();
    holder.__formsBriefCaches.set(name, store);
  }
  return store as Map<string, Entry<T>>;
}

/**
 * How long a visitor's read of a form or an organisation is shared by the renders of this
 * process (lib/api/forms' brief caches): FORMS_API_CACHE_MS, else 5 s; off under the
 * sandbox's test mode, whose controls (faults, clock, reseed) change the API's answers at
 * will. The page memory (lib/http/pageCache) keeps pages as long by default.
 */
export function apiCacheMs(env: Record<string, string | undefined> = process.env): number {
  const configured = Number.parseInt(env.FORMS_API_CACHE_MS ?? '', 10);
  if (Number.isFinite(configured)) return Math.max(0, configured);
  return env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true' ? 0 : 5000;
}

/**
 * Puts `key` last in `entries` (a Map keeps its insertion order), then forgets the oldest
 * keys beyond `maxEntries`: a memory bounded by count, least recently written first out.
 */
export function rememberNewest<V>(entries: Map<string, V>, key: string, value: V, maxEntries: number): void {
  entries.delete(key);
  entries.set(key, value);
  while (entries.size > maxEntries) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export function briefCache<T>({
  name,
  ttlMs,
  unsharedMs = 10 * 60_000,
  keep = () => true,
  maxEntries = 1000,
  now = Date.now,
}: BriefCacheOptions<T>): BriefCache<T> {
  const entries = storeNamed<T>(name);

  const remember = (key: string, entry: Entry<T>) => rememberNewest(entries, key, entry, maxEntries);

  /** A key whose answers are not shared once read: only its read in flight is. */
  const readUnshared = (entry: Entry<T>, load: () => Promise<T>): Promise<T> => {
    if (entry.inFlight) return entry.inFlight;
    const value = load();
    entry.inFlight = value;
    const settled = () => {
      if (entry.inFlight === value) delete entry.inFlight;
    };
    value.then(settled, settled);
    return value;
  };

  return {
    read(key, load) {
      const ttl = ttlMs();
      if (ttl <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > at) return entry.value ?? readUnshared(entry, load);
      const value = load();
      remember(key, { expiresAt: at + ttl, value });
      value.then(
        (answer) => {
          if (!keep(answer) && entries.get(key)?.value === value) {
            remember(key, { expiresAt: now() + unsharedMs, value: null });
          }
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
