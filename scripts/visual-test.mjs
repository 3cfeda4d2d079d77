#!/usr/bin/env node
// Visual regression of every story at 375/600/900/1200 px (see tests/visual/stories.spec.ts).
//   node scripts/visual-test.mjs            compare with the committed baselines
//   node scripts/visual-test.mjs --update   rewrite the baselines and record the Chromium version
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { bin, run } from './lib/proc.mjs';

const update = process.argv.includes('--update');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const versionFile = 'tests/visual/chromium-version.txt';
const version = execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();

if (!existsSync('storybook-static/index.json') || process.argv.includes('--build')) {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
  if (code !== 0) process.exit(code);
}
if (!update && existsSync(versionFile)) {
  const recorded = readFileSync(versionFile, 'utf8').trim();
  if (recorded !== version) {
    console.warn(
      `visual: baselines were made with "${recorded}", this is "${version}"; small anti-aliasing differences are tolerated.`,
    );
  }
}
const args = ['test', '--project=visual', '--reporter=list,json'];
if (update) args.push('--update-snapshots=all');
const code = await run(bin('playwright'), args, {
  env: { PW_VISUAL: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/visual.json' },
});
if (update && code === 0) writeFileSync(versionFile, `${version}\n`);
process.exit(code);
