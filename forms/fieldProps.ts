/**
 * Conform → design-system adapter (MODELS §2.3 item 6): typed getters that turn a field's
 * metadata into the props of a design-system field — name, id, default value, the error
 * translated from its message key (lib/rules messageRef), invalid and required flags.
 *
 *   const props = fieldProps(t);
 *   <TextField key={fields.firstName.key} label={…} {...props.text(fields.firstName, { required: true })} />
 *
 * `key` is never in the returned props (React refuses a spread key): pass `field.key`
 * yourself, so Conform can remount a field when it resets or updates its value.
 * Each getter `satisfies` the component's props, so a change there breaks the build here.
 */
import type { ComponentProps } from 'react';
import { parseMessageRef, type MessageValues } from '@/lib/rules/messageRef';
import type { AmountField } from '@/design-system/components/AmountField/AmountField';
import type { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import type { DateField } from '@/design-system/components/DateField/DateField';
import type { EmailField } from '@/design-system/components/EmailField/EmailField';
import type { NumberField } from '@/design-system/components/NumberField/NumberField';
import type { RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import type { TextField } from '@/design-system/components/TextField/TextField';
import type { ZipCodeField } from '@/design-system/components/ZipCodeField/ZipCodeField';
import type { AmountPicker } from '@/design-system/patterns/AmountPicker/AmountPicker';

/** `t` of next-intl without a namespace (message keys are full paths: `Validation.required`). */
export type Translate = (key: string, values?: MessageValues) => string;

/** The part of Conform's FieldMetadata the adapter reads (so tests can pass plain objects). */
export interface FieldLike {
  id: string;
  name: string;
  errorId?: string;
  errors?: string[] | undefined;
  defaultValue?: string | undefined;
  initialValue?: unknown;
  required?: boolean | undefined;
}

export interface FieldOptions {
  /** Overrides the schema constraint (zod/mini schemas do not expose `required` to Conform). */
  required?: boolean;
}

/** A message reference (a key, with values when it has some) in the reader's language. */
export function translateMessageRef(ref: string, t: Translate): string {
  const { key, values } = parseMessageRef(ref);
  return t(key, values);
}

/** The first message of a field, translated; undefined when the field is valid. */
export function translateFieldError(field: Pick<FieldLike, 'errors'>, t: Translate): string | undefined {
  const first = field.errors?.[0];
  return first ? translateMessageRef(first, t) : undefined;
}

/** The text a field starts with: Conform's default value, else a string initial value. */
export function initialText(field: Pick<FieldLike, 'defaultValue' | 'initialValue'>): string | undefined {
  if (typeof field.defaultValue === 'string') return field.defaultValue;
  return typeof field.initialValue === 'string' ? field.initialValue : undefined;
}

/** A checkbox posts "on" when ticked (Conform keeps it as text before parsing). */
export function initialChecked(field: Pick<FieldLike, 'defaultValue' | 'initialValue'>): boolean {
  const value = field.initialValue ?? field.defaultValue;
  return value === 'on' || value === true || value === 'true';
}

function common(field: FieldLike, t: Translate, options: FieldOptions) {
  const errorMessage = translateFieldError(field, t);
  return {
    id: field.id,
    name: field.name,
    errorMessage,
    isInvalid: errorMessage !== undefined,
    isRequired: options.required ?? field.required ?? false,
  };
}

/** The props every field that holds text shares: common ones plus the text it starts with. */
function textInput(field: FieldLike, t: Translate, options: FieldOptions) {
  return { ...common(field, t, options), defaultValue: initialText(field) };
}

/** Getters for each design-system field, bound to a translator. */
export function fieldProps(t: Translate) {
  return {
    text: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof TextField>>,
    email: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof EmailField>>,
    zipCode: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof ZipCodeField>>,
    date: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof DateField>>,
    number: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof NumberField>>,
    amount: (field: FieldLike, options: FieldOptions = {}) =>
      textInput(field, t, options) satisfies Partial<ComponentProps<typeof AmountField>>,
    checkbox(field: FieldLike, options: FieldOptions = {}) {
      const { id, name, errorMessage, isInvalid, isRequired } = common(field, t, options);
      return {
        id,
        name,
        errorMessage,
        isInvalid,
        isRequired,
        defaultSelected: initialChecked(field),
      } satisfies Partial<ComponentProps<typeof Checkbox>>;
    },
    radioGroup(field: FieldLike, options: FieldOptions = {}) {
      const { id, name, errorMessage, isInvalid, isRequired } = common(field, t, options);
      return {
        id,
        name,
        errorMessage,
        isInvalid,
        isRequired,
        defaultValue: initialText(field) ?? null,
      } satisfies Partial<ComponentProps<typeof RadioGroup>>;
    },
    /** The preset radios (`field`) and the free amount (`otherField`) of an AmountPicker. */
    amountPicker(field: FieldLike, otherField: FieldLike, options: FieldOptions = {}) {
      return {
        name: field.name,
        otherName: otherField.name,
        defaultValue: initialText(field),
        defaultOtherValue: initialText(otherField),
        errorMessage: translateFieldError(field, t),
        otherErrorMessage: translateFieldError(otherField, t),
        isRequired: options.required ?? true,
      } satisfies Partial<ComponentProps<typeof AmountPicker>>;
    },
  };
}

export type FieldPropsGetters = ReturnType<typeof fieldProps>;

/**
 * A field as the error summary lists it: its metadata and the label its link starts with,
 * the one shown above the field or, where several fields share it (two participants'
 * "Prénom", each item's "Quantité"), one that tells them apart ("Participant 2 : Prénom").
 */
export interface SummaryField {
  field: FieldLike;
  label: string;
}

/** Error summary entries: one per field in error, in the order given (the form's order). */
export function errorSummaryItems(
  fields: readonly SummaryField[],
  t: Translate,
): { fieldId: string; label: string; message: string }[] {
  return fields.flatMap(({ field, label }) => {
    const message = translateFieldError(field, t);
    return message ? [{ fieldId: field.id, label, message }] : [];
  });
}

/** What a Conform reply says, for a form a design-system pattern renders itself (the login modal). */
export interface ReplyMessages {
  /** Form-level message keys (a refusal). */
  formErrors: string[];
  /** The first message key of a field, if any. */
  fieldError(name: string): string | undefined;
  /** The text a field was sent with (hidden fields such as passwords are absent). */
  sentValue(name: string): string | undefined;
}

interface ReplyLike {
  error?: Record<string, string[] | null> | undefined;
  initialValue?: Record<string, unknown> | null | undefined;
}

export function replyMessages(result: ReplyLike | undefined): ReplyMessages {
  return {
    // Conform files form-level errors under the empty name.
    formErrors: result?.error?.[''] ?? [],
    fieldError: (name) => result?.error?.[name]?.[0] ?? undefined,
    sentValue(name) {
      const value = result?.initialValue?.[name];
      return typeof value === 'string' ? value : undefined;
    },
  };
}
