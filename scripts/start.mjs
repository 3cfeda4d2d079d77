#!/usr/bin/env node
// `npm start`: serves the product with its demo data on http://localhost:3000/forms
// (PORT to change it). Builds first when there is no build or the sources are newer
// than it. The sandbox API and its embedded database (PGlite, created and seeded on
// first use under .data/) run inside the app unless FORMS_API_URL points elsewhere.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './lib/proc.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const sources = ['app', 'design-system', 'forms', 'features', 'atoms', 'lib', 'sandbox', 'messages'];
const files = ['package.json', 'package-lock.json', 'next.config.ts', 'proxy.ts'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const buildId = '.next/BUILD_ID';
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newest), ...files.map(newest));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const code = await run(bin('next'), ['build']);
  if (code !== 0) process.exit(code);
}
const port = process.env.PORT ?? '3000';
console.log(`Formulaires: http://localhost:${port}/forms`);
// A stop request (SIGTERM from `docker stop` or a process manager, which reaches only
// this process; SIGINT, SIGHUP) is passed on to the server, and this process waits for
// it: the server then closes the embedded database cleanly (sandbox/shutdown.ts) instead
// of being left running, or killed with it.
const server = spawn(bin('next'), ['start', '-p', port], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
