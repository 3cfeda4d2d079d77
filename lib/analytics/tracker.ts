/**
 * Analytics as a port (SPEC §9 events). The app talks to a `Tracker`; where events go is
 * a sink chosen by NEXT_PUBLIC_ANALYTICS:
 * - unset / `off` (default): the no-op sink — nothing leaves the browser;
 * - `console`: the development sink, which logs each event with console.info.
 * There is no third-party sink: adding one means writing a sink here, behind consent.
 */
import { isTrackedPage, pageOutcome } from './pages';

/**
 * The events' names as the tracker receives them. SPEC §9 names "Campaign Payment
 * Submitted", "Campaign Step completed" and "Logout" (its "campaign" is our form); the
 * first click's and the page view's names are ours.
 */
export const TRACKER_EVENTS = {
  paymentSubmitted: 'Campaign Payment Submitted',
  stepCompleted: 'Campaign Step completed',
  logout: 'Logout',
  firstClick: 'Form First Click',
  pageViewed: 'Page Viewed',
} as const;
export type TrackerEventName = (typeof TRACKER_EVENTS)[keyof typeof TRACKER_EVENTS];

export type TrackerProperties = Record<string, string | number | boolean | null | undefined>;

export interface TrackerEvent {
  name: TrackerEventName;
  properties: TrackerProperties;
}

/** Where events end up. */
export interface TrackerSink {
  send(event: TrackerEvent): void;
  /** Forget the visitor (logout). */
  reset(): void;
}

export interface Tracker {
  track(name: TrackerEventName, properties?: TrackerProperties): void;
  /** A page view; excluded pages (SPEC §2) are skipped. Returns whether it was sent. */
  page(pathname: string): boolean;
  /**
   * The first click on a form's call to action: sent once per form per browser session.
   * Returns whether it was sent.
   */
  firstClick(formId: string | number, properties?: TrackerProperties): boolean;
  /** Logout: sends "Logout", then forgets the visitor and the first clicks. */
  logout(): void;
}

export const noopSink: TrackerSink = { send: () => {}, reset: () => {} };

export function consoleSink(log: (...values: unknown[]) => void = console.info): TrackerSink {
  return {
    send: (event) => log('[analytics]', event.name, event.properties),
    reset: () => log('[analytics] reset'),
  };
}

export function sinkFromEnv(setting: string | undefined = process.env.NEXT_PUBLIC_ANALYTICS): TrackerSink {
  return setting?.trim().toLowerCase() === 'console' ? consoleSink() : noopSink;
}

/** The storage the first-click registry needs (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const FIRST_CLICK_STORAGE_KEY = 'forms-analytics-first-clicks';

/**
 * The ids of the forms whose first click was already sent, as a Set kept in
 * sessionStorage (one browser tab session). Storage failures (private mode, quota)
 * degrade to an in-memory set: an event may then repeat after a reload, never crash.
 */
export function createFirstClickRegistry(storage: KeyValueStorage | null) {
  let memory = new Set<string>();
  const read = (): Set<string> => {
    if (!storage) return memory;
    try {
      const raw: unknown = JSON.parse(storage.getItem(FIRST_CLICK_STORAGE_KEY) ?? '[]');
      return new Set(Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : []);
    } catch {
      return memory;
    }
  };
  const write = (ids: Set<string>) => {
    memory = ids;
    try {
      storage?.setItem(FIRST_CLICK_STORAGE_KEY, JSON.stringify([...ids]));
    } catch {
      // keep the in-memory copy
    }
  };
  return {
    /** True the first time for a form id, false afterwards. */
    claim(formId: string | number): boolean {
      const ids = read();
      const id = String(formId);
      if (ids.has(id)) return false;
      ids.add(id);
      write(ids);
      return true;
    },
    clear() {
      memory = new Set();
      try {
        storage?.removeItem(FIRST_CLICK_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

export function createTracker(sink: TrackerSink, storage: KeyValueStorage | null): Tracker {
  const firstClicks = createFirstClickRegistry(storage);
  const send = (name: TrackerEventName, properties: TrackerProperties = {}) => {
    try {
      sink.send({ name, properties });
    } catch {
      // analytics never breaks the page
    }
  };
  return {
    track: send,
    page(pathname) {
      if (!isTrackedPage(pathname)) return false;
      send(TRACKER_EVENTS.pageViewed, { path: pathname, outcome: pageOutcome(pathname) });
      return true;
    },
    firstClick(formId, properties = {}) {
      if (!firstClicks.claim(formId)) return false;
      send(TRACKER_EVENTS.firstClick, { formId: String(formId), ...properties });
      return true;
    },
    logout() {
      send(TRACKER_EVENTS.logout);
      firstClicks.clear();
      try {
        sink.reset();
      } catch {
        // ignore
      }
    },
  };
}

/** The tracker for server rendering and tests: sends nothing, remembers nothing. */
export const noopTracker: Tracker = createTracker(noopSink, null);
