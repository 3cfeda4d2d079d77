/**
 * jsdom has no `CSS.escape`, which react-aria's popovers (CSP nonce lookup) and
 * user-event's radio arrows call. Loaded by tests/support/vitest.setup.ts for every test
 * file. A faithful enough version of the CSSOM algorithm for ids and meta names.
 */
const globalWithCss = globalThis as { CSS?: { escape?: (value: string) => string } };
if (!globalWithCss.CSS?.escape) {
  globalWithCss.CSS = {
    ...globalWithCss.CSS,
    escape: (value: string) =>
      value.replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (character) => `\\${character}`).replace(/^(\d)/, '\\3$1 '),
  };
}

export {};
