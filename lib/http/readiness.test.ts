import { afterEach, describe, expect, it, vi } from 'vitest';
import { readiness } from './readiness';

describe('readiness', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is ready when the check passes, and not ready with the cause when it fails or hangs', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await readiness(async () => {})).toEqual({ ready: true });
    const failing = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432', { cause: new Error('no server') });
    };
    expect(await readiness(failing)).toEqual({
      ready: false,
      cause: 'connect ECONNREFUSED 127.0.0.1:5432 (no server)',
    });
    const hanging = () => new Promise<void>(() => {});
    expect(await readiness(hanging, 50)).toEqual({ ready: false, cause: 'no answer within 50 ms' });
    expect(await readiness(async () => {})).toEqual({ ready: true });
    // Two failures in a row, one line; the recovery, one line.
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      'readiness: NOT READY: connect ECONNREFUSED 127.0.0.1:5432 (no server)\n',
      'readiness: ready again\n',
    ]);
  });
});
