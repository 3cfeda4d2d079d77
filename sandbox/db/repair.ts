/**
 * Opening an embedded database folder that may have been left by a kill. PostgreSQL's
 * own crash recovery replays the write-ahead log; when that log is torn or truncated
 * PGlite cannot start (`RuntimeError: Aborted()`, on every open), and without this the
 * sandbox would answer 500 to everything until someone wiped the folder. Instead:
 * the folder is copied aside as it was (`{dataDir}.broken-{time}`), its write-ahead log
 * is reset the way `pg_resetwal` does (resetWal.ts), and it is opened again, with one
 * loud line in the log naming the copy and what may be lost.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resetWal } from './resetWal';

export type Log = (line: string) => void;

const defaultLog: Log = (line) => process.stderr.write(`${line}\n`);

/** What PGlite throws when PostgreSQL does not start: a WebAssembly abort or exit. */
function isStartupFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'RuntimeError' ||
    error.name === 'ExitStatus' ||
    /Aborted\(\)|ExitStatus|PANIC|checkpoint record|failed to initiali[sz]e/u.test(error.message)
  );
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/gu, '-');
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
}

/** Folders this process already tried to repair, with their copy: one copy and one try each, not one per retry. */
const attempted = new Map<string, string>();

export async function openRepairing<T>(
  dataDir: string,
  open: () => Promise<T>,
  { log = defaultLog, now = () => new Date() }: { log?: Log; now?: () => Date } = {},
): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!isStartupFailure(error) || !existsSync(dataDir) || readdirSync(dataDir).length === 0) throw error;
    const earlier = attempted.get(dataDir);
    if (earlier) {
      throw new Error(
        `sandbox: the embedded database ${dataDir} does not open and could not be repaired (${describe(error)}). ` +
          `The folder as it was is kept at ${earlier}; \`npm run sandbox:reset\` starts a new database (the demo data only).`,
        { cause: error },
      );
    }
    const copy = `${dataDir}.broken-${stamp(now())}`;
    cpSync(dataDir, copy, { recursive: true });
    attempted.set(dataDir, copy);
    if (!existsSync(join(dataDir, 'global', 'pg_control'))) {
      // Killed during its very first start (initdb): there is nothing in it to keep.
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      log(
        `sandbox: REPAIRED the embedded database ${dataDir}: it did not open (${describe(error)}) and had never ` +
          `finished its creation; it is created afresh. The folder as it was is kept at ${copy}.`,
      );
      return open();
    }
    let reset: ReturnType<typeof resetWal>;
    try {
      reset = resetWal(dataDir, now());
    } catch (resetError) {
      throw new Error(
        `sandbox: the embedded database ${dataDir} does not open (${describe(error)}) and could not be repaired ` +
          `(${describe(resetError)}). The folder as it was is kept at ${copy}; \`npm run sandbox:reset\` starts ` +
          'a new database (the demo data only).',
        { cause: error },
      );
    }
    log(
      `sandbox: REPAIRED the embedded database ${dataDir}: it did not open (${describe(error)}). ` +
        `The folder as it was is kept at ${copy}. Its write-ahead log was reset (pg_resetwal; new segment ` +
        `${reset.newSegment}, ${reset.removedSegments} old segment(s) dropped): what was written after its last ` +
        `checkpoint (${reset.lastCheckpoint}) may be lost — carts, sessions or payer details of the last moments; ` +
        'confirmed payments are checkpointed when they are confirmed and are kept.',
    );
    try {
      const opened = await open();
      attempted.delete(dataDir);
      return opened;
    } catch (second) {
      throw new Error(
        `sandbox: the embedded database ${dataDir} did not open, even after its write-ahead log was reset ` +
          `(${describe(second)}). The folder as it was is kept at ${copy}; \`npm run sandbox:reset\` starts ` +
          'a new database (the demo data only).',
        { cause: second },
      );
    }
  }
}
