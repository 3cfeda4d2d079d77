// Every browser chunk of a build starts with V8's compile hint, once, and nothing else changes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, runAfterProductionCompile } from './compileHints.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder as Turbopack leaves it: chunks (one in a subfolder), a stylesheet, a server file. */
function buildFolder() {
  const distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  folders.push(distDir);
  const chunks = join(distDir, 'static', 'chunks');
  mkdirSync(join(chunks, 'app'), { recursive: true });
  mkdirSync(join(distDir, 'server'), { recursive: true });
  writeFileSync(join(chunks, 'turbopack-a1.js'), '(()=>{let e;})();');
  writeFileSync(join(chunks, 'app', 'page-b2.js'), '(globalThis.TURBOPACK||=[]).push([1,{2:e=>{}}]);');
  writeFileSync(join(chunks, 'styles-c3.css'), '.a{color:red}');
  writeFileSync(join(distDir, 'server', 'page.js'), 'module.exports={};');
  return { distDir, chunks };
}

describe('addCompileHints', () => {
  it('puts the hint on the first line of every browser chunk, and on nothing else', () => {
    const { distDir, chunks } = buildFolder();
    expect(addCompileHints(distDir)).toBe(2);
    // The comment V8 reads, alone on the first line (https://v8.dev/blog/explicit-compile-hints).
    expect(readFileSync(join(chunks, 'turbopack-a1.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(()=>{let e;})();',
    );
    expect(readFileSync(join(chunks, 'app', 'page-b2.js'), 'utf8')).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1,{2:e=>{}}]);`,
    );
    expect(readFileSync(join(chunks, 'styles-c3.css'), 'utf8')).toBe('.a{color:red}');
    expect(readFileSync(join(distDir, 'server', 'page.js'), 'utf8')).toBe('module.exports={};');
  });

  it('adds it once when a build folder is handled again', async () => {
    const { distDir, chunks } = buildFolder();
    await runAfterProductionCompile({ distDir, projectDir: distDir });
    expect(addCompileHints(distDir)).toBe(0);
    expect(readFileSync(join(chunks, 'turbopack-a1.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });
});
