/**
 * One process per embedded database folder. PGlite takes no lock of its own on the Node
 * filesystem: two processes opening one folder (`npm run sandbox` beside `npm start`)
 * both write to it and leave it unreadable. So the folder gets a lock file beside it,
 * `{dataDir}.lock`, holding the owner's process id; a second process fails fast, naming
 * the owner. A lock whose process is gone (a kill, a reboot, a container restarted with
 * the same or another process id) is stale and taken over.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

interface LockOwner {
  readonly pid: number;
  /** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  readonly startTicks: string | null;
  readonly bootId: string | null;
  readonly since: string;
}

function readIfExists(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/{pid}/stat (after the parenthesised command name, which may hold spaces). */
function startTicksOf(pid: number): string | null {
  const stat = readIfExists(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    bootId: readIfExists('/proc/sys/kernel/random/boot_id'),
    since: new Date().toISOString(),
  };
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // ours from a previous life (same pid after a restart)
  const bootId = readIfExists('/proc/sys/kernel/random/boot_id');
  if (owner.bootId && bootId && owner.bootId !== bootId) return false; // written before a reboot
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Alive, but the same process only if it started when the lock's owner did.
  const ticks = startTicksOf(owner.pid);
  return !(owner.startTicks && ticks && owner.startTicks !== ticks);
}

function parseOwner(text: string | null): LockOwner | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number' ?
        {
          pid: value.pid,
          startTicks: value.startTicks ?? null,
          bootId: value.bootId ?? null,
          since: value.since ?? '?',
        }
      : null;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockPath: string, owner: LockOwner) {
    super(
      `sandbox: the embedded database ${dataDir} is in use by process ${owner.pid} (since ${owner.since}). ` +
        'One folder serves one process: stop that process, or give this one another folder (SANDBOX_DATA_DIR), ' +
        `or DATABASE_URL for a PostgreSQL that several processes share. (Lock file: ${lockPath}.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the folder's lock, or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const owner = currentOwner();
  const content = `${JSON.stringify(owner)}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, content, { flag: 'wx' });
      const release = () => {
        // Only our own lock: a process that took over a lock we held when stalled keeps it.
        if (readIfExists(lockPath) === content.trim()) rmSync(lockPath, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseOwner(readIfExists(lockPath));
      if (holder && isAlive(holder)) throw new DataDirInUseError(dataDir, lockPath, holder);
      // Stale (or unreadable: a kill while it was written): take it over.
      if (existsSync(lockPath)) rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`sandbox: could not take the lock ${lockPath}.`);
}
