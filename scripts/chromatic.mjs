#!/usr/bin/env node
// Chromatic visual review of the Storybook. Skipped (exit 0) without a project token,
// so forks and CI without secrets stay green; our own visual regression
// (npm run test:visual) runs everywhere regardless.
import { bin, run } from './lib/proc.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping the upload.');
  process.exit(0);
}
process.exit(
  await run(bin('chromatic'), ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed']),
);
