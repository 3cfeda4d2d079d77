'use client';

import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';

export interface TextFieldProps extends TextFieldBaseProps {
  /** Input type. Prefer the dedicated fields for emails, passwords and phone numbers. @default 'text' */
  type?: 'text' | 'search' | 'url';
}

/**
 * A single-line text input with its label, hint and error. The input is a real
 * `<input name>`: it is in the server HTML and posts without JavaScript.
 *
 * Required fields carry no marker; the others get "(facultatif)" after the label, so set
 * `isRequired` on every field the form needs.
 */
export function TextField(props: TextFieldProps) {
  return <TextInputField {...props} />;
}
