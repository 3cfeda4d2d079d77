'use client';

import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { option, optionCheck } from './listBox.css';

export interface ListBoxOptionProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children' | 'render'
> {
  /** The option's label. Plain text, or give `textValue` for typeahead and filtering. */
  children: string;
}

/** An option of a Select or ComboBox list, with a check mark on the selected one. */
export function ListBoxOption<T extends object>({ children, ...rest }: ListBoxOptionProps<T>) {
  return (
    <ListBoxItem {...rest} textValue={rest.textValue ?? children} className={option}>
      <svg className={optionCheck} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span>{children}</span>
    </ListBoxItem>
  );
}
