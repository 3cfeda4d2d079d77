import type { Template } from './formatString';

/**
 * Fills the plain arguments of a compiled built-in string (`["Compte de ", ["name"]]`), as
 * formatString would, without even icu-minify's runtime. For the strings of controls on
 * every page (the header's account menu, the error pages' code), whose copy has plain
 * arguments and nothing else of ICU: formatPlain.test.ts checks each of them compiles to
 * text and plain arguments only, and gives what formatString gives. Use formatString for
 * plurals, selects, numbers.
 */
export function formatPlain(template: Template, values: Record<string, string>): string {
  if (typeof template === 'string') return template;
  // A plain argument compiles to a one-element array holding its name.
  return template.map((node) => (typeof node === 'string' ? node : (values[(node as [string])[0]] ?? ''))).join('');
}
