#!/usr/bin/env node
// Runs after `npm install` (package.json's postinstall): one fix to Next's page runtime
// that upstream has not shipped yet. Idempotent; warns and changes nothing when the
// installed Next is not the version the fix was written for.
//
// The bug (vercel/next.js#98110, fixes proposed in #98241 and #98243): with Turbopack,
// the client reference manifest lists CSS cumulatively down the layout chain, so the
// entry of app/global-error lists the root layout's stylesheets. The renderer looks the
// global error's styles up with an empty "already injected" set, so with
// `experimental.inlineCss` every page's RSC payload carries the root layout's whole CSS
// a second time, for a boundary that never needs it (the root layout's styles are
// already in the document; ours uses none). On donation step 1 that was 35 KB of the
// 213 KB document and about a fifth of the server's CPU per render (docs/performance.md).
//
// The fix, as in #98241: seed the global error's set with the root layout's stylesheets.
// tests/e2e/document-weight.spec.ts checks the effect on a real page, so an upgrade of
// Next that drops this patch, or breaks it, fails a test instead of passing silently.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FIXED_FOR = '16.4.6';
const require = createRequire(import.meta.url);

let nextDir;
try {
  nextDir = dirname(require.resolve('next/package.json'));
} catch {
  process.exit(0); // Next not installed (yet): nothing to patch
}
const { version } = JSON.parse(readFileSync(join(nextDir, 'package.json'), 'utf8'));
if (version !== FIXED_FOR) {
  console.warn(
    `patch-next: Next ${version} is installed, the patch was written for ${FIXED_FOR}: not applied. ` +
      'Check whether vercel/next.js#98110 is fixed in it (scripts/patch-next.mjs).',
  );
  process.exit(0);
}

// getGlobalErrorStyles in the minified production runtimes: `rd` is parseLoaderTree,
// `rp` createComponentStylesAndScripts, `ri` getLinkAndScriptTags (whose fourth
// argument adds what it finds to the set).
const before =
  'let{componentMod:{createElement:n}}=t,[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:new Set,injectedJS:new Set});';
const after =
  'let rootCss=new Set,rootLayout=rd(e).modules.layout;rootLayout&&ri(rootLayout[1],rootCss,new Set,!0);' +
  'let{componentMod:{createElement:n}}=t,[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:rootCss,injectedJS:new Set});';

// The runtimes `next start` loads for a Turbopack build (the experimental one when React's
// experimental channel is on).
const runtimes = ['app-page-turbo.runtime.prod.js', 'app-page-turbo-experimental.runtime.prod.js'];

for (const name of runtimes) {
  const file = join(nextDir, 'dist/compiled/next-server', name);
  const source = readFileSync(file, 'utf8');
  if (source.includes(after)) continue;
  const at = source.indexOf(before);
  if (at === -1 || source.indexOf(before, at + 1) !== -1) {
    console.warn(`patch-next: the code to patch was not found once in ${name}: not applied.`);
    continue;
  }
  writeFileSync(file, source.replace(before, after));
  console.log(`patch-next: ${name}: the global error no longer repeats the root layout's CSS.`);
}
