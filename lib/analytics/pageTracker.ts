import { sessionStorageOrNull } from '../browserStorage';
import { createTracker, noopTracker, sinkFromEnv, type Tracker } from './tracker';

let current: Tracker | null = null;

/**
 * The page's tracker: one per tab, made on first use with the sink the environment
 * names; the no-op tracker on the server. A plain module rather than a React context:
 * every page reports its views, and a context (or a store) here would put React or
 * Jotai below the design system (docs/architecture.md).
 *
 * `pageTracker().track('Campaign Step completed', { step: 2 })`, called where the event
 * happens (an effect, a handler).
 */
export function pageTracker(): Tracker {
  if (typeof window === 'undefined') return noopTracker;
  current ??= createTracker(sinkFromEnv(), sessionStorageOrNull());
  return current;
}

/** Tests: put a tracker in the page's place; `null` goes back to the one made on first use. */
export function replacePageTracker(tracker: Tracker | null): void {
  current = tracker;
}
