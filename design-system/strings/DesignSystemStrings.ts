/**
 * Every string a design-system component shows or announces on its own. The design
 * system owns no copy: the app fills these from messages/*.json (the namespaces in
 * `designSystemNamespaces`, merged), Storybook and the unit tests from the same files.
 * Values are the messages as next-intl's plugin compiles them at build time: a string
 * without arguments stays a string; one with arguments is a `Template` (icu-minify's
 * compiled form), which components format with `formatString`. Storybook and the unit
 * tests compile the raw JSON first (design-system/testing/compileMessages.ts).
 *
 * The strings are split by area so that each area's owner edits its own file and its
 * own messages namespace.
 */
import type { FeedbackStrings } from './FeedbackStrings';
import type { FieldStrings } from './FieldStrings';
import type { PatternStrings } from './PatternStrings';
import type { Template } from './formatString';

export interface BaseStrings {
  /** Visually hidden prefix read before a field error ("Erreur :"). */
  errorPrefix: string;
  /** Title of the error summary ("Il y a un problème"). */
  errorSummaryTitle: string;
  /** Between a field's label and its message in an error summary link (" :" in French, ":" in English). */
  errorSummaryLabelEnd: string;
  /** Close button of dialogs, banners and toasts. */
  close: string;
  /** Announced while a button is pending ("Traitement en cours"). */
  pending: string;
  /** Toast viewport region label; `{hotkey}` is replaced by the shortcut. */
  toastRegion: Template;
  /** Appended to links that open a new tab ("ouvre une nouvelle fenêtre"). */
  opensInNewTab: string;
  /** Marker for optional fields ("facultatif"). */
  optional: string;
  /** Marker for required fields, read by screen readers ("obligatoire"). */
  required: string;
  /** Password field toggle. */
  showPassword: string;
  hidePassword: string;
  /** Loading placeholder label ("Chargement"). */
  loading: string;
}

export const baseStringKeys = [
  'errorPrefix',
  'errorSummaryTitle',
  'errorSummaryLabelEnd',
  'close',
  'pending',
  'toastRegion',
  'opensInNewTab',
  'optional',
  'required',
  'showPassword',
  'hidePassword',
  'loading',
] as const satisfies readonly (keyof BaseStrings)[];

export interface DesignSystemStrings extends BaseStrings, FieldStrings, FeedbackStrings, PatternStrings {}

/** messages/*.json namespaces merged into the strings, in order. */
export const designSystemNamespaces = [
  'DesignSystem',
  'DesignSystemFields',
  'DesignSystemFeedback',
  'DesignSystemPatterns',
] as const;

/**
 * Merges the namespaces of one messages file, compiled (getMessages() in the app, or
 * compiledDesignSystemStrings(raw) in Storybook and tests), into the strings object.
 */
export function designSystemStringsFrom(messages: Record<string, unknown>): DesignSystemStrings {
  return Object.assign(
    {},
    ...designSystemNamespaces.map((namespace) => (messages[namespace] as Record<string, string> | undefined) ?? {}),
  ) as DesignSystemStrings;
}
