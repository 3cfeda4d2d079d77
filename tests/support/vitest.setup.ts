import { afterEach, vi } from 'vitest';

// Testing Library cleans up automatically only with vitest globals; we do it explicitly
// (and only where a DOM exists, so node-environment suites do not load it).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  vi.restoreAllMocks();
});

// Radix and React report accessibility and key mistakes through console.error:
// treat them as failures rather than noise. A test that expects one mocks it.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
