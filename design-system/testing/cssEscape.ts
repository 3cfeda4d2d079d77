/**
 * jsdom has no `CSS.escape`, which react-aria's popovers call (CSP nonce lookup).
 * Import this file in tests that open a Popover (Menu, Select…). A faithful enough
 * version of the CSSOM algorithm for ids and meta names.
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
