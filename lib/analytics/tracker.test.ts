import { describe, expect, it, vi } from 'vitest';
import {
  consoleSink,
  createFirstClickRegistry,
  createTracker,
  FIRST_CLICK_STORAGE_KEY,
  noopSink,
  sinkFromEnv,
  TRACKER_EVENTS,
  type TrackerEvent,
  type TrackerSink,
} from './tracker';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function recordingSink() {
  const events: TrackerEvent[] = [];
  let resets = 0;
  const sink: TrackerSink = { send: (event) => events.push(event), reset: () => (resets += 1) };
  return { sink, events, resets: () => resets };
}

describe('tracker', () => {
  it('names the SPEC §9 events', () => {
    expect(TRACKER_EVENTS.paymentSubmitted).toBe('Campaign Payment Submitted');
    expect(TRACKER_EVENTS.stepCompleted).toBe('Campaign Step completed');
    expect(TRACKER_EVENTS.logout).toBe('Logout');
  });

  it('sends the first click of a form once, per form', () => {
    const { sink, events } = recordingSink();
    const tracker = createTracker(sink, new MemoryStorage());
    expect(tracker.firstClick(101)).toBe(true);
    expect(tracker.firstClick(101)).toBe(false);
    expect(tracker.firstClick('101')).toBe(false);
    expect(tracker.firstClick(102, { step: 1 })).toBe(true);
    expect(events.map((event) => event.properties)).toEqual([{ formId: '101' }, { formId: '102', step: 1 }]);
  });

  it('remembers first clicks across trackers of the same session (sessionStorage)', () => {
    const storage = new MemoryStorage();
    const first = recordingSink();
    createTracker(first.sink, storage).firstClick(7);
    const second = recordingSink();
    expect(createTracker(second.sink, storage).firstClick(7)).toBe(false);
    expect(JSON.parse(storage.getItem(FIRST_CLICK_STORAGE_KEY) ?? '[]')).toEqual(['7']);
  });

  it('survives a broken or unavailable storage', () => {
    const broken = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const registry = createFirstClickRegistry(broken);
    expect(registry.claim(1)).toBe(true);
    expect(registry.claim(1)).toBe(false);
    expect(() => registry.clear()).not.toThrow();
    const memoryOnly = createFirstClickRegistry(null);
    expect(memoryOnly.claim('a')).toBe(true);
    expect(memoryOnly.claim('a')).toBe(false);
  });

  it('skips excluded pages and names outcomes', () => {
    const { sink, events } = recordingSink();
    const tracker = createTracker(sink, null);
    expect(tracker.page('/paiement/embarque/pr_1')).toBe(false);
    expect(tracker.page('/paiement/embarque/confirmation/pr_1')).toBe(false);
    expect(tracker.page('/paiement/regularisation/echec/412')).toBe(true);
    expect(tracker.page('/associations/a/formulaires/b')).toBe(true);
    expect(events).toEqual([
      { name: 'Page Viewed', properties: { path: '/paiement/regularisation/echec/412', outcome: 'echec' } },
      { name: 'Page Viewed', properties: { path: '/associations/a/formulaires/b', outcome: null } },
    ]);
  });

  it('logout sends "Logout", resets the sink and forgets first clicks', () => {
    const { sink, events, resets } = recordingSink();
    const tracker = createTracker(sink, new MemoryStorage());
    tracker.firstClick(1);
    tracker.logout();
    expect(events.at(-1)?.name).toBe('Logout');
    expect(resets()).toBe(1);
    expect(tracker.firstClick(1)).toBe(true);
  });

  it('never throws when a sink fails', () => {
    const failing: TrackerSink = {
      send: () => {
        throw new Error('down');
      },
      reset: () => {
        throw new Error('down');
      },
    };
    const tracker = createTracker(failing, null);
    expect(() => tracker.track('Campaign Step completed', { step: 2 })).not.toThrow();
    expect(() => tracker.logout()).not.toThrow();
  });

  it('chooses the sink from the environment: no-op by default, console on demand', () => {
    expect(sinkFromEnv(undefined)).toBe(noopSink);
    expect(sinkFromEnv('off')).toBe(noopSink);
    const log = vi.fn();
    consoleSink(log).send({ name: 'Logout', properties: {} });
    expect(log).toHaveBeenCalledWith('[analytics]', 'Logout', {});
    expect(sinkFromEnv('console')).not.toBe(noopSink);
  });
});
