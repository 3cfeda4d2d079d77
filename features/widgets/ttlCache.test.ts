import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttlCache';

describe('createTtlCache', () => {
  it('shares one load per key while it lives, then loads again', async () => {
    let time = 0;
    const cache = createTtlCache<number>({ ttlMs: 10_000, maxEntries: 10, now: () => time });
    const load = vi.fn(async () => time);
    expect(await cache.get('a', load)).toBe(0);
    time = 9_999;
    expect(await cache.get('a', load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    time = 10_000;
    expect(await cache.get('a', load)).toBe(10_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load at once', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2, now: () => 0 });
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
