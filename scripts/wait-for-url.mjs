#!/usr/bin/env node
// Waits until a URL answers (any HTTP status), then exits 0; exits 1 after the timeout.
// The e2e's second app instance starts once the first has prepared the shared database.
//
//   node scripts/wait-for-url.mjs <url> [timeoutMs]
import { waitForUrl } from './lib/proc.mjs';

const [url, timeout = '120000'] = process.argv.slice(2);
if (!url) {
  console.error('usage: wait-for-url.mjs <url> [timeoutMs]');
  process.exit(2);
}
try {
  await waitForUrl(url, Number(timeout));
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
