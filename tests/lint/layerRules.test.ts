/**
 * The layer rules of eslint.config.mjs (docs/architecture.md, "Dependencies") refuse what
 * they do not list. For each layer, one import its allow list leaves out is planted in a
 * file of that layer and must fail lint, and one it lists must pass: a rule that
 * silently allows everything (a typo in a type, a default back to allow) fails here.
 * The files are linted from memory (`lintText` with a `filePath` inside the layer); the
 * imported modules are real, so the resolver finds them as it does in the code.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYER_IMPORTS } from '../../eslint.config.mjs';

interface Plant {
  /** A file of the layer (it need not exist). */
  readonly file: string;
  /** An import the layer may not make; none for a layer that may import every other. */
  readonly forbidden: readonly string[];
  readonly allowed: string;
}

const PLANTS: Record<keyof typeof LAYER_IMPORTS, Plant> = {
  // The app may import every layer: only the allowed side is checked.
  app: { file: 'app/planted.ts', forbidden: [], allowed: '@/sandbox/testMode' },
  feature: {
    file: 'features/home/planted.ts',
    forbidden: ['@/features/journey/queries', '@/sandbox/testMode'],
    allowed: '@/forms/fieldProps',
  },
  atoms: { file: 'atoms/planted.ts', forbidden: ['@/forms/fieldProps'], allowed: '@/lib/api/http' },
  forms: { file: 'forms/planted.ts', forbidden: ['@/lib/api/http'], allowed: '@/lib/rules/amounts' },
  'design-system': {
    file: 'design-system/components/planted.ts',
    forbidden: ['@/forms/fieldProps'],
    allowed: '@/lib/rules/amounts',
  },
  lib: { file: 'lib/http/planted.ts', forbidden: ['@/atoms/cart'], allowed: '@/lib/api/http' },
  api: { file: 'lib/api/planted.ts', forbidden: ['@/atoms/cart'], allowed: '@/lib/kinds/formKinds' },
  rules: { file: 'lib/rules/planted.ts', forbidden: ['@/lib/kinds/formKinds'], allowed: '@/lib/rules/amounts' },
  kinds: { file: 'lib/kinds/planted.ts', forbidden: ['@/lib/rules/amounts'], allowed: '@/lib/kinds/formKinds' },
  sandbox: {
    file: 'sandbox/planted.ts',
    forbidden: ['@/forms/fieldProps', '@/design-system/tokens/themes'],
    allowed: '@/lib/api/http',
  },
  // The emails may read the design system's themes (their colours), and nothing else of it.
  emails: {
    file: 'sandbox/emails/planted.ts',
    forbidden: ['@/design-system/tokens/palette', '@/design-system/components/Link/Link', '@/forms/fieldProps'],
    allowed: '@/design-system/tokens/themes',
  },
};

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer-rule errors of a file of `file`'s layer that imports `specifier`. */
async function layerErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as planted from '${specifier}';\n\nexport const reexported = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/element-types')
    .map((message) => message.message);
}

describe('layer rules (eslint.config.mjs)', () => {
  it('has a planted import for every layer of the table', () => {
    expect(Object.keys(PLANTS).sort()).toEqual(Object.keys(LAYER_IMPORTS).sort());
  });

  for (const [layer, plant] of Object.entries(PLANTS)) {
    for (const specifier of plant.forbidden) {
      it(`${layer}: refuses ${specifier}`, async () => {
        expect(await layerErrors(plant.file, specifier)).toHaveLength(1);
      });
    }
    it(`${layer}: allows ${plant.allowed}`, async () => {
      expect(await layerErrors(plant.file, plant.allowed)).toEqual([]);
    });
  }
});
