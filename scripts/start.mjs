#!/usr/bin/env node
// `npm start`: serves the product with its demo data on http://localhost:3000/forms
// (PORT to change it). Builds first when there is no build or the sources are newer
// than it. The sandbox API and its embedded database (PGlite, created and seeded on
// first use under .data/) run inside the app unless FORMS_API_URL points elsewhere.
// With no SMTP_URL, a local mailbox takes the emails the demo sends: see startMailbox below.
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

/**
 * No SMTP_URL, and the in-app sandbox sends the emails: the local mailbox
 * (sandbox/mail/mailbox.ts, docs/emails.md) runs in this process, on MAILBOX_SMTP_PORT
 * (1025) and MAILBOX_PORT (1080), and the server is given SMTP_URL=smtp://127.0.0.1:1025.
 * Returns the variables to add to the server's environment. It never stops the product: a
 * port in use by another mailbox (`npm run mailbox`, maildev: its GET /email answers a
 * list) is used as it is; any other failure is said, and the emails wait in the queue
 * until an SMTP server is there.
 */
async function startMailbox() {
  if (process.env.SMTP_URL || process.env.FORMS_API_URL) return {};
  const shown = (url) => url.replace('//127.0.0.1:', '//localhost:');
  const notStarted = (why) =>
    console.warn(
      `Mailbox not started: ${why}. The demo runs without it; its emails wait in the queue ` +
        '(set SMTP_URL, or free the port: docs/emails.md).',
    );
  let mailboxModule;
  try {
    // TypeScript, run without a build through tsx (as `npm run sandbox` and `npm run mailbox`).
    const { tsImport } = await import('tsx/esm/api');
    mailboxModule = await tsImport('../sandbox/mail/mailbox.ts', import.meta.url);
  } catch (error) {
    notStarted(`it could not be loaded (${error.message})`);
    return {};
  }
  let options;
  try {
    options = mailboxModule.mailboxOptionsFromEnv(process.env);
  } catch (error) {
    notStarted(error.message.replace(/\.$/, ''));
    return {};
  }
  const reachable = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const host = reachable.includes(':') ? `[${reachable}]` : reachable;
  try {
    const mailbox = await mailboxModule.startMailbox(options);
    console.log(`Mailbox (emails sent by the demo): ${shown(mailbox.httpUrl)}`);
    return { SMTP_URL: mailbox.smtpUrl };
  } catch (error) {
    if (error.code !== 'EADDRINUSE') {
      notStarted(error.message);
      return {};
    }
    const httpUrl = `http://${host}:${options.httpPort}`;
    const list = await fetch(`${httpUrl}/email`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    if (Array.isArray(list)) {
      console.log(`Mailbox (emails sent by the demo): ${shown(httpUrl)} (already running)`);
      return { SMTP_URL: `smtp://${host}:${options.smtpPort}` };
    }
    notStarted(`${error.message}, by another program (MAILBOX_PORT, MAILBOX_SMTP_PORT to choose others)`);
    return {};
  }
}

const port = process.env.PORT ?? '3000';
const mailEnv = await startMailbox();
console.log(`Formulaires: http://localhost:${port}/forms`);
// A stop request (SIGTERM from `docker stop` or a process manager, which reaches only
// this process; SIGINT, SIGHUP) is passed on to the server, and this process waits for
// it: the server then closes the embedded database cleanly (sandbox/shutdown.ts) instead
// of being left running, or killed with it.
const server = spawn(bin('next'), ['start', '-p', port], { stdio: 'inherit', env: { ...process.env, ...mailEnv } });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
