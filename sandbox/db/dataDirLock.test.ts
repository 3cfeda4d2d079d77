import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock';

describe('the embedded database folder lock', () => {
  let root = '';
  let dataDir = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'formulaires-lock-'));
    dataDir = join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const owner = (pid: number) => `${JSON.stringify({ pid, startTicks: null, bootId: null, since: 'earlier' })}\n`;

  it('is taken, then released, and the file goes with it', () => {
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second owner while the first process lives, naming it', () => {
    // The test runner's parent process is alive for as long as this test runs.
    writeFileSync(`${dataDir}.lock`, owner(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone, or of this very process id', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dataDir}.lock`, owner(gone));
    lockDataDir(dataDir)();
    writeFileSync(`${dataDir}.lock`, owner(process.pid));
    lockDataDir(dataDir)();
    writeFileSync(`${dataDir}.lock`, 'torn');
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('tells a reused process id from its owner by the start time', () => {
    const reused = { pid: process.ppid, startTicks: '1', bootId: null, since: 'earlier' };
    writeFileSync(`${dataDir}.lock`, JSON.stringify(reused));
    lockDataDir(dataDir)();
  });
});
