/**
 * Built-in strings of the design system's field components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemFields` namespace of messages/fr.json and
 * messages/en.json; values are compiled messages, `Template`
 * for those with arguments, formatted with `formatString`.
 */
import type { Template } from './formatString';

export interface FieldStrings {
  /** Visually hidden prefix read before a non-blocking field warning ("Attention :"). */
  warningPrefix: string;
  /** Announced after the password toggle shows the password. */
  passwordVisible: string;
  /** Announced after the password toggle hides the password. */
  passwordHidden: string;
  /** Read after an amount field's label: the currency ("en euros"). */
  amountCurrency: string;
  /** Visible currency suffix of an amount field ("€"), hidden from assistive technologies. */
  amountCurrencySymbol: string;
  /** Default hint of a date field ("Format attendu : JJ/MM/AAAA"). */
  dateFormatHint: string;
  /** Shown in a select before anything is chosen. */
  selectPlaceholder: string;
  /** Shown in a combo box list when nothing matches what was typed. */
  comboBoxEmpty: string;
  /** Visible text of the file upload button. */
  fileChoose: string;
  /** File upload status before a file is chosen. */
  fileNoneChosen: string;
  /** File upload status after a file is chosen; `{fileName}`. */
  fileSelected: Template;
  /** Error for a file above the limit; `{maxSize}` is a formatted size ("5 Mo"). */
  fileTooLarge: Template;
  /** Error for a file of the wrong type; `{formats}` lists the accepted types. */
  fileWrongFormat: Template;
}

/** Every key of FieldStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const fieldStringKeys = [
  'warningPrefix',
  'passwordVisible',
  'passwordHidden',
  'amountCurrency',
  'amountCurrencySymbol',
  'dateFormatHint',
  'selectPlaceholder',
  'comboBoxEmpty',
  'fileChoose',
  'fileNoneChosen',
  'fileSelected',
  'fileTooLarge',
  'fileWrongFormat',
] as const satisfies readonly (keyof FieldStrings)[];
