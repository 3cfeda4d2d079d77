/**
 * What `pg_resetwal` does, for the embedded database's data folder, written here because
 * PGlite ships no such tool (0.5.x) and cannot start on a folder whose write-ahead log
 * lost the checkpoint record its control file points to: it aborts with
 * `RuntimeError: Aborted()` on every open (a torn or truncated WAL after a kill).
 *
 * Like pg_resetwal, it rewrites `global/pg_control` as after a clean shutdown whose
 * checkpoint starts a new, empty WAL segment, and replaces the old segments with that
 * one. The data files are kept as they are: what was checkpointed into them survives,
 * what lived only in the lost WAL is gone (the sandbox checkpoints after every
 * transaction that moves money: sandbox/db/client.ts). The transaction and multixact
 * counters move past anything the commit logs on disk may name, as pg_resetwal's manual
 * tells an operator to do by hand.
 *
 * Layouts are those of PostgreSQL 18 (pg_control version 1800, what PGlite 0.5 runs);
 * any other version is refused rather than guessed.
 */
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const CONTROL_VERSION = 1800;
/** XLOG_PAGE_MAGIC of PostgreSQL 18. */
const WAL_PAGE_MAGIC = 0xd118;
const XLP_LONG_HEADER = 0x0002;
const SIZE_OF_LONG_PAGE_HEADER = 40;
const SIZE_OF_RECORD_HEADER = 24;
/** sizeof(CheckPoint) */
const CHECKPOINT_SIZE = 88;
const XLR_BLOCK_ID_DATA_SHORT = 255;
const DB_SHUTDOWNED = 1;

// ControlFileData offsets (src/include/catalog/pg_control.h, 8-byte aligned 64-bit fields).
const CONTROL = {
  version: 8,
  state: 16,
  time: 24,
  checkPoint: 32,
  checkPointCopy: 40,
  minRecoveryPoint: 136,
  minRecoveryPointTLI: 144,
  backupStartPoint: 152,
  backupEndPoint: 160,
  backupEndRequired: 168,
  xlogBlockSize: 224,
  xlogSegmentSize: 228,
} as const;
// CheckPoint offsets, relative to its start.
const CHECKPOINT = {
  redo: 0,
  timeLine: 8,
  nextXid: 24,
  nextOid: 32,
  nextMulti: 36,
  nextMultiOffset: 40,
  time: 64,
  oldestActiveXid: 80,
} as const;

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32cUpdate(crc: number, bytes: Uint8Array): number {
  let c = crc;
  for (const byte of bytes) c = (CRC32C_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return c >>> 0;
}

function crc32c(...parts: Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const part of parts) crc = crc32cUpdate(crc, part);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Where the control file's CRC sits: the first offset whose 4 bytes are the CRC of what
 * precedes it. Found rather than assumed, so a layout we do not know is refused.
 */
function controlCrcOffset(control: Buffer): number {
  for (let offset = 256; offset <= 512; offset += 4) {
    if (crc32c(control.subarray(0, offset)) === control.readUInt32LE(offset)) return offset;
  }
  throw new Error('pg_control does not match the expected layout (no valid CRC found): not repairing.');
}

function walFileName(timeLine: number, segment: bigint, segmentSize: number): string {
  const perId = 0x100000000n / BigInt(segmentSize);
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(timeLine)}${hex(segment / perId)}${hex(segment % perId)}`;
}

/** Highest numbered file (hex names) of a SLRU folder, or null when it has none. */
function highestSlruSegment(folder: string): number | null {
  if (!existsSync(folder)) return null;
  const numbers = readdirSync(folder)
    .filter((name) => /^[0-9A-F]{4,15}$/u.test(name))
    .map((name) => Number.parseInt(name, 16));
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

export interface WalReset {
  /** The WAL segment the data folder now starts from. */
  readonly newSegment: string;
  /** How many old WAL segment files were removed. */
  readonly removedSegments: number;
  /** Where the last checkpoint before the reset was (what the data files are sure to hold). */
  readonly lastCheckpoint: string;
}

const lsn = (value: bigint) =>
  `${(value >> 32n).toString(16).toUpperCase()}/${(value & 0xffffffffn).toString(16).toUpperCase()}`;

/** Resets the write-ahead log of a stopped PGlite data folder (pg_resetwal -f). */
export function resetWal(dataDir: string, now: Date = new Date()): WalReset {
  const controlPath = join(dataDir, 'global', 'pg_control');
  const control = readFileSync(controlPath);
  if (control.readUInt32LE(CONTROL.version) !== CONTROL_VERSION) {
    throw new Error(
      `pg_control version ${control.readUInt32LE(CONTROL.version)}, expected ${CONTROL_VERSION}: not repairing.`,
    );
  }
  const crcOffset = controlCrcOffset(control);
  const segmentSize = control.readUInt32LE(CONTROL.xlogSegmentSize);
  const blockSize = control.readUInt32LE(CONTROL.xlogBlockSize);
  if (blockSize !== 8192 || segmentSize < 1 << 20 || (segmentSize & (segmentSize - 1)) !== 0) {
    throw new Error(`pg_control has unexpected WAL sizes (${blockSize}, ${segmentSize}): not repairing.`);
  }
  const checkpoint = CONTROL.checkPointCopy;
  const timeLine = control.readUInt32LE(checkpoint + CHECKPOINT.timeLine);
  const lastCheckpoint = control.readBigUInt64LE(CONTROL.checkPoint);

  // The new segment comes after every segment the old WAL used or named.
  const walDir = join(dataDir, 'pg_wal');
  const oldSegments = existsSync(walDir) ? readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/u.test(name)) : [];
  const perId = 0x100000000n / BigInt(segmentSize);
  let lastSegment = control.readBigUInt64LE(checkpoint + CHECKPOINT.redo) / BigInt(segmentSize);
  for (const name of oldSegments) {
    const segment = BigInt(`0x${name.slice(8, 16)}`) * perId + BigInt(`0x${name.slice(16, 24)}`);
    if (segment > lastSegment) lastSegment = segment;
  }
  const newSegment = lastSegment + 1n;
  const redo = newSegment * BigInt(segmentSize) + BigInt(SIZE_OF_LONG_PAGE_HEADER);

  // Counters past whatever transactions of the lost WAL may have left in the data files:
  // the start of the commit log's next segment file (pg_resetwal's manual, option -x),
  // likewise for multixacts (-m, -O).
  const nextXid = control.readBigUInt64LE(checkpoint + CHECKPOINT.nextXid);
  const xactSegment = highestSlruSegment(join(dataDir, 'pg_xact'));
  if (xactSegment !== null) {
    const epoch = nextXid >> 32n;
    const candidate = BigInt(xactSegment + 1) * 0x100000n;
    if (candidate < 0x100000000n && candidate > (nextXid & 0xffffffffn)) {
      control.writeBigUInt64LE((epoch << 32n) | candidate, checkpoint + CHECKPOINT.nextXid);
    }
  }
  const offsetsSegment = highestSlruSegment(join(dataDir, 'pg_multixact', 'offsets'));
  if (offsetsSegment !== null) {
    const candidate = (offsetsSegment + 1) * 0x10000;
    if (candidate <= 0xffffffff && candidate > control.readUInt32LE(checkpoint + CHECKPOINT.nextMulti)) {
      control.writeUInt32LE(candidate, checkpoint + CHECKPOINT.nextMulti);
    }
  }
  const membersSegment = highestSlruSegment(join(dataDir, 'pg_multixact', 'members'));
  if (membersSegment !== null) {
    // 52352 members per segment file (PostgreSQL 14 and later).
    const candidate = (membersSegment + 1) * 52_352;
    if (candidate <= 0xffffffff && candidate > control.readUInt32LE(checkpoint + CHECKPOINT.nextMultiOffset)) {
      control.writeUInt32LE(candidate, checkpoint + CHECKPOINT.nextMultiOffset);
    }
  }
  // Objects created after the last checkpoint may hold OIDs past its counter.
  const nextOid = control.readUInt32LE(checkpoint + CHECKPOINT.nextOid);
  control.writeUInt32LE(Math.min(0xffffffff, nextOid + 100_000), checkpoint + CHECKPOINT.nextOid);

  const seconds = BigInt(Math.floor(now.getTime() / 1000));
  control.writeBigUInt64LE(redo, checkpoint + CHECKPOINT.redo);
  control.writeBigInt64LE(seconds, checkpoint + CHECKPOINT.time);
  control.writeUInt32LE(0, checkpoint + CHECKPOINT.oldestActiveXid);
  control.writeUInt32LE(DB_SHUTDOWNED, CONTROL.state);
  control.writeBigInt64LE(seconds, CONTROL.time);
  control.writeBigUInt64LE(redo, CONTROL.checkPoint);
  control.writeBigUInt64LE(0n, CONTROL.minRecoveryPoint);
  control.writeUInt32LE(0, CONTROL.minRecoveryPointTLI);
  control.writeBigUInt64LE(0n, CONTROL.backupStartPoint);
  control.writeBigUInt64LE(0n, CONTROL.backupEndPoint);
  control.writeUInt8(0, CONTROL.backupEndRequired);
  control.writeUInt32LE(crc32c(control.subarray(0, crcOffset)), crcOffset);

  // The new segment: a long page header, then the shutdown checkpoint record.
  const page = Buffer.alloc(blockSize);
  page.writeUInt16LE(WAL_PAGE_MAGIC, 0);
  page.writeUInt16LE(XLP_LONG_HEADER, 2);
  page.writeUInt32LE(timeLine, 4);
  page.writeBigUInt64LE(redo - BigInt(SIZE_OF_LONG_PAGE_HEADER), 8);
  page.writeBigUInt64LE(control.readBigUInt64LE(0), 24);
  page.writeUInt32LE(segmentSize, 32);
  page.writeUInt32LE(blockSize, 36);
  const record = page.subarray(SIZE_OF_LONG_PAGE_HEADER);
  const totalLength = SIZE_OF_RECORD_HEADER + 2 + CHECKPOINT_SIZE;
  record.writeUInt32LE(totalLength, 0); // xl_tot_len; xl_xid 0, xl_prev 0, info and rmgr 0 (XLOG_CHECKPOINT_SHUTDOWN)
  record.writeUInt8(XLR_BLOCK_ID_DATA_SHORT, SIZE_OF_RECORD_HEADER);
  record.writeUInt8(CHECKPOINT_SIZE, SIZE_OF_RECORD_HEADER + 1);
  control.copy(record, SIZE_OF_RECORD_HEADER + 2, checkpoint, checkpoint + CHECKPOINT_SIZE);
  record.writeUInt32LE(
    crc32c(record.subarray(SIZE_OF_RECORD_HEADER, totalLength), record.subarray(0, SIZE_OF_RECORD_HEADER - 4)),
    SIZE_OF_RECORD_HEADER - 4,
  );

  // Old segments and their archive status go; then the new segment, then pg_control.
  for (const name of oldSegments) rmSync(join(walDir, name), { force: true });
  for (const folder of ['archive_status', 'summaries']) {
    const path = join(walDir, folder);
    if (existsSync(path)) for (const name of readdirSync(path)) rmSync(join(path, name), { force: true });
  }
  const newSegmentName = walFileName(timeLine, newSegment, segmentSize);
  const segmentFd = openSync(join(walDir, newSegmentName), 'w', 0o600);
  try {
    writeSync(segmentFd, page);
    const zeros = Buffer.alloc(1 << 20);
    for (let written = blockSize; written < segmentSize;) {
      const length = Math.min(zeros.length, segmentSize - written);
      writeSync(segmentFd, zeros, 0, length);
      written += length;
    }
  } finally {
    closeSync(segmentFd);
  }
  const controlFd = openSync(controlPath, 'r+');
  try {
    writeSync(controlFd, control, 0, control.length, 0);
  } finally {
    closeSync(controlFd);
  }
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
  return { newSegment: newSegmentName, removedSegments: oldSegments.length, lastCheckpoint: lsn(lastCheckpoint) };
}
