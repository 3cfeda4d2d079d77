#!/usr/bin/env node
// Writes app/global-error.copy.json: the French strings the last-resort error page shows.
// That page has no providers and is part of every page's JavaScript, so it imports these
// few strings rather than all of messages/fr.json (16 KB gzip on every page). The source
// stays messages/fr.json; lib/i18n/globalErrorCopy.test.ts fails when the copy drifts.
//
//   node scripts/global-error-copy.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The strings of fr.json's ErrorPage the global error page uses. */
export function globalErrorCopy(messages) {
  const page = messages.ErrorPage;
  return {
    title: page.server.title,
    message: page.server.message,
    codeLabel: page.codeLabel,
    retry: page.retry,
    home: page.home,
  };
}

if (import.meta.filename === process.argv[1]) {
  const messages = JSON.parse(readFileSync(join(root, 'messages/fr.json'), 'utf8'));
  writeFileSync(join(root, 'app/global-error.copy.json'), `${JSON.stringify(globalErrorCopy(messages), null, 2)}\n`);
}
