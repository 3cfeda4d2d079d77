import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = new URL('./', import.meta.url).pathname;
const exclude = ['node_modules/**', '.next/**', 'storybook-static/**', 'tests/e2e/**', 'tests/visual/**'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '@/': root } },
  test: {
    exclude,
    setupFiles: ['./tests/support/vitest.setup.ts'],
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
