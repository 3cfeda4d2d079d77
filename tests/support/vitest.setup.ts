import { afterEach, beforeAll, vi } from 'vitest';
// jsdom has no CSS.escape; loaded for every file, so no test passes only after another.
import '../../design-system/testing/cssEscape';

// Testing Library cleans up automatically only with vitest globals; we do it explicitly
// (and only where a DOM exists, so node-environment suites do not load it).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  vi.restoreAllMocks();
});

// The component project shares one jsdom between the files a worker runs (isolate: false
// in vitest.config.mts: a fresh environment and module graph per file cost 85 % of its
// time). Each file starts from an empty document, as it would in a new one: only
// react-aria's live announcer stays (its module keeps a reference to it), emptied.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  for (const node of [...document.body.children]) {
    if (node instanceof HTMLElement && node.dataset.liveAnnouncer === 'true') {
      for (const region of node.querySelectorAll('[aria-live]')) region.replaceChildren();
    } else {
      node.remove();
    }
  }
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});

// Radix and React report accessibility and key mistakes through console.error:
// treat them as failures rather than noise. A test that expects one mocks it.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
