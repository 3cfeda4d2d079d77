#!/usr/bin/env node
// Runs after `npm install` (package.json's postinstall, after patch-next.mjs): one fix to
// postgres-js 3.4.9 that upstream has not shipped (porsager/postgres#1154, #1208; fixes
// proposed in #1168, #1176, #1209). A small write is deferred with setImmediate; when the
// connection closes before it runs (PostgreSQL restarting, pg_terminate_backend, a proxy
// dropping the socket), it writes to a socket that is gone and throws from the timer —
// an uncaught exception that ends the whole server. Patched, the deferred write settles
// the connection's queries with CONNECTION_CLOSED, which the sandbox answers 503 and the
// caller retries (tests/sandbox/outages.test.ts terminates connections mid-journey).
// Idempotent; warns and changes nothing when the installed version is another one. The
// file is replaced, not written in place (node_modules may be hard-linked elsewhere).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FIXED_FOR = '3.4.9';
const require = createRequire(import.meta.url);

let dir;
try {
  // Its package.json is not exported: from the entry point, cjs/src/index.js, up three.
  dir = dirname(dirname(dirname(require.resolve('postgres'))));
} catch {
  process.exit(0); // not installed (yet): nothing to patch
}
const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
if (version !== FIXED_FOR) {
  console.warn(`patch-postgres: postgres ${version} installed, the patch is for ${FIXED_FOR}: not applied.`);
  process.exit(0);
}

const ORIGINAL = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const PATCHED = `  function nextWrite(fn) {
    if (!socket) { // patched by scripts/patch-postgres.mjs (porsager/postgres#1208)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

for (const file of ['src/connection.js', 'cjs/src/connection.js']) {
  const path = join(dir, file);
  if (!existsSync(path)) continue;
  const source = readFileSync(path, 'utf8');
  if (source.includes(PATCHED)) continue;
  if (!source.includes(ORIGINAL)) {
    console.warn(`patch-postgres: ${file} does not have the expected code: not applied.`);
    continue;
  }
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, source.replace(ORIGINAL, PATCHED));
  renameSync(temporary, path);
}
