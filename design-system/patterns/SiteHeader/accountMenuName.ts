/**
 * The account menu's name: the `headerAccountMenu` template ("Compte de {name}") with the
 * user's name. The template has one plain argument and nothing else of ICU
 * (accountMenuName.test.ts), so a replacement does what the ICU formatter would, without
 * the formatter in every page that shows the header.
 */
export function accountMenuName(template: string, name: string): string {
  return template.split('{name}').join(name);
}
