import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = new URL('./', import.meta.url).pathname;

/**
 * Files that take far longer than any other (the crash test restarts a server twenty
 * times): started first, so the other worker runs the rest beside them instead of one
 * of them running alone at the end. Vitest's own order (by the last run's times, which a
 * fresh clone does not have, else by file size) would start them late.
 */
const longestFiles = ['tests/sandbox/crash.test.ts', 'tests/sandbox/fuzz.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestFiles.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? longestFiles.length : index;
    };
    // Stable: the rest keep Vitest's order.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

const exclude = ['node_modules/**', '.next/**', 'storybook-static/**', 'tests/e2e/**', 'tests/visual/**'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '@/': root } },
  test: {
    exclude,
    setupFiles: ['./tests/support/vitest.setup.ts'],
    // Vitest's default is one worker less than the cores: a single worker on the 2-core
    // machine, which left a core idle while the sandbox's files wait on HTTP, PostgreSQL
    // and the processes they start. Two at least (docs/testing.md: the unit step's times).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['**/*.test.ts'], exclude },
      },
      {
        extends: true,
        // One jsdom and one module graph per worker, not per file: several times faster
        // (docs/testing.md, "Figures behind the code"). The setup file empties the document before each file;
        // these tests mock no module (with isolate: false a vi.mock would leak).
        // setupFiles adds to the root's: vitest.setup.ts, then jest-dom's matchers.
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude,
          isolate: false,
          // Beside the sandbox's files on a loaded 2-core machine, a keyboard test went past
          // Vitest's default 5 s twice: a ceiling, not a budget (a hang still fails).
          testTimeout: 20_000,
          setupFiles: ['./tests/support/domMatchers.setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['lib/rules/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'reports/coverage',
      thresholds: { 'lib/rules/**/*.ts': { lines: 100 } },
    },
  },
});
