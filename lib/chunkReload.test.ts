import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './chunkReload';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('chunk-load failures (SPEC §4)', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })],
    [new Error('Loading chunk static/chunks/app-page.js failed')],
    [new Error('Loading CSS chunk 9 failed')],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')],
    ['Importing a module script failed.'],
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([[new Error('boom')], [null], [undefined], [42], [{ name: 'TypeError' }]])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('reloads once, then not again within a minute', () => {
    const store = storage();
    const t0 = 1_000_000;
    expect(shouldReloadAfterChunkError(store, t0)).toBe(true);
    expect(store.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(shouldReloadAfterChunkError(store, t0 + 1)).toBe(false);
    expect(shouldReloadAfterChunkError(store, t0 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(shouldReloadAfterChunkError(store, t0 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('treats a timestamp from the future (clock change) or garbage as no previous reload', () => {
    expect(shouldReloadAfterChunkError(storage({ [CHUNK_RELOAD_STORAGE_KEY]: '9999999999999' }), 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage({ [CHUNK_RELOAD_STORAGE_KEY]: 'x' }), 1000)).toBe(true);
  });

  it('never reloads without a working storage (no way to stop a loop)', () => {
    expect(shouldReloadAfterChunkError(null, 0)).toBe(false);
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldReloadAfterChunkError(failing, 0)).toBe(false);
  });
});
