import { afterEach, vi } from 'vitest';

// Radix and React report accessibility and key mistakes through console.error:
// treat them as failures rather than noise.
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
