/**
 * lib/ is pure TypeScript, strictly below the design system (docs/architecture.md,
 * "Dependencies"): no component file, no client module. ESLint keeps React and Next's
 * client APIs out of its imports (eslint.config.mjs); this keeps out what an import rule
 * cannot see.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const libRoot = join(process.cwd(), 'lib');
const libFiles = readdirSync(libRoot, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)));

describe('lib/ is pure TypeScript', () => {
  it('has no .tsx file (components belong to the design system or a feature)', () => {
    expect(libFiles.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });

  it("has no 'use client' module (lib/ runs wherever it is imported, below the components)", () => {
    const clientModules = libFiles
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clientModules).toEqual([]);
  });
});
