/**
 * Every string a design-system component shows or announces on its own. The design
 * system owns no copy: the app fills these from the `DesignSystem` namespace of
 * messages/*.json, and Storybook from the same files. Components also accept a
 * per-instance override where it makes sense.
 */
export interface DesignSystemStrings {
  /** Visually hidden prefix read before a field error ("Erreur :"). */
  errorPrefix: string;
  /** Title of the error summary ("Il y a un problème"). */
  errorSummaryTitle: string;
  /** Close button of dialogs, banners and toasts. */
  close: string;
  /** Announced while a button is pending ("Traitement en cours"). */
  pending: string;
  /** Toast viewport region label; `{hotkey}` is replaced by the shortcut. */
  toastRegion: string;
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

/** Names of the keys, to check the messages files against (see the parity test). */
export const designSystemStringKeys = [
  'errorPrefix',
  'errorSummaryTitle',
  'close',
  'pending',
  'toastRegion',
  'opensInNewTab',
  'optional',
  'required',
  'showPassword',
  'hidePassword',
  'loading',
] as const satisfies readonly (keyof DesignSystemStrings)[];
