/**
 * Fills the plain arguments of a built-in template ("Compte de {name}"), as formatString
 * would, without the ICU formatter (intl-messageformat, ~10 KB gzip). For the templates
 * of controls on every page (the header's account menu, the error pages' code), whose
 * copy has plain arguments and nothing else of ICU: formatPlain.test.ts checks each of
 * them gives what formatString gives. Use formatString for plurals, selects, numbers.
 */
export function formatPlain(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/gu, (argument: string, name: string) => values[name] ?? argument);
}
