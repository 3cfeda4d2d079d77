import { describe, expect, it, vi } from 'vitest';
import { briefCache } from './briefCache';

/** A clock the test moves, and a load that counts its calls and answers `answer`. */
function setup(options: { ttl?: number; keep?: (value: string) => boolean; maxEntries?: number } = {}) {
  let at = 0;
  const cache = briefCache<string>({
    ttlMs: () => options.ttl ?? 5000,
    keep: options.keep,
    maxEntries: options.maxEntries,
    unsharedMs: 60_000,
    now: () => at,
  });
  const load = vi.fn(async (answer: string) => answer);
  return {
    cache,
    load,
    read: (key: string, answer = `answer of ${key}`) => cache.read(key, () => load(answer)),
    wait: (ms: number) => {
      at += ms;
    },
  };
}

describe('briefCache', () => {
  it('shares a read for its time, then reads again', async () => {
    const { read, load, wait } = setup();
    expect(await read('a', 'first')).toBe('first');
    wait(4999);
    expect(await read('a', 'second')).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    wait(1);
    expect(await read('a', 'second')).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares the read in flight between concurrent calls, and keeps keys apart', async () => {
    const { read, load } = setup();
    const answers = await Promise.all([read('a'), read('a'), read('b')]);
    expect(answers).toEqual(['answer of a', 'answer of a', 'answer of b']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads afresh every time when its time is 0', async () => {
    const { read, load } = setup({ ttl: 0 });
    await read('a');
    await read('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never shares an answer `keep` refuses: the key is then read afresh on each call', async () => {
    const { read, load, wait } = setup({ keep: (value) => !value.startsWith('stock') });
    expect(await read('event', 'stock 12')).toBe('stock 12');
    expect(await read('event', 'stock 11')).toBe('stock 11');
    wait(30_000);
    expect(await read('event', 'stock 10')).toBe('stock 10');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares only the read in flight of a key it does not share: the calls made while it runs, none after', async () => {
    const { cache, read, load } = setup({ keep: (value) => !value.startsWith('stock') });
    expect(await read('event', 'stock 12')).toBe('stock 12');
    let answer: (value: string) => void = () => {};
    const pending = new Promise<string>((resolve) => (answer = resolve));
    const slowLoad = vi.fn(() => pending);
    const during = [cache.read('event', slowLoad), cache.read('event', slowLoad)];
    answer('stock 11');
    expect(await Promise.all(during)).toEqual(['stock 11', 'stock 11']);
    expect(slowLoad).toHaveBeenCalledTimes(1);
    expect(await read('event', 'stock 10')).toBe('stock 10');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const { cache } = setup();
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => 'back')).toBe('back');
  });

  it('forgets the oldest keys beyond its size', async () => {
    const { read, load } = setup({ maxEntries: 2 });
    await read('a');
    await read('b');
    await read('c');
    await read('a');
    expect(load).toHaveBeenCalledTimes(4);
    await read('c');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
