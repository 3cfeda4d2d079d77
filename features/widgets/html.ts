/**
 * A tiny HTML template for the widgets' route handlers. A route handler cannot render
 * React to a string in the app layer, and the widgets ship no JavaScript, so their
 * markup is text: every interpolated value is escaped unless it is markup this module
 * made (another `markup` result), so an association's title can never become markup.
 */
import { escapeHtml } from '@/lib/http/escapeHtml';

/** Markup built by `markup` (or declared trusted with `trustedHtml`): interpolated as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Values a template accepts: text (escaped), numbers, markup, lists of those, or nothing. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * `markup\`<p>${title}</p>\``: the literal parts as written, every value escaped. Not named
 * `html`: Prettier would reformat the templates as HTML and change the documents' text.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** For text this code wrote itself (the stylesheet), never for data. */
export function trustedHtml(value: string): SafeHtml {
  return new SafeHtml(value);
}
