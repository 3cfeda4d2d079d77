// V8's explicit compile hint on every browser chunk of a production build
// (https://v8.dev/blog/explicit-compile-hints): a file that starts with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled while Chromium streams it,
// off the main thread, instead of each one lazily on the main thread when first called.
// Turbopack's chunks are module factories that a page calls at load, so the lazy way put
// their compilation inside the page's longest task; with the hint, the blocking time after
// the first paint fell on every page measured (docs/performance.md, "The levers"). Other
// browsers read a comment.
//
// Run by Next after the production compile (`compiler.runAfterProductionCompile` in
// next.config.ts and in the bench's floor config), so every build gets it: `npm run build`,
// `npm test`, `npm start`, the bench.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint at the top of every `.js` file under `{distDir}/static/chunks`; returns how many it changed. */
export function addCompileHints(distDir) {
  const chunks = join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    // Idempotent: a build folder handled twice keeps one hint.
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

/** `compiler.runAfterProductionCompile` of a Next config. */
export async function runAfterProductionCompile({ distDir }) {
  addCompileHints(distDir);
}
