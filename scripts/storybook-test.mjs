#!/usr/bin/env node
// Serves the built Storybook and runs the test-runner over every story: each story's
// play function, and axe (WCAG 2.2 A/AA + best practices) with zero violations allowed.
// Usage: node scripts/storybook-test.mjs [--build]
import { existsSync } from 'node:fs';
import { bin, run, startServer, waitForUrl } from './lib/proc.mjs';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
if (process.argv.includes('--build') || !existsSync('storybook-static/index.json')) {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
  if (code !== 0) process.exit(code);
}
const stop = startServer(bin('http-server'), ['storybook-static', '-p', String(port), '-s', '-c-1'], { quiet: true });
await waitForUrl(`http://127.0.0.1:${port}/index.json`);
const code = await run(bin('test-storybook'), [
  '--url',
  `http://127.0.0.1:${port}`,
  '--maxWorkers=2',
  '--json',
  '--outputFile',
  'reports/storybook.json',
]);
stop();
process.exit(code);
