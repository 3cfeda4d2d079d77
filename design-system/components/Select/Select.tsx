'use client';

import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { AriaLocale } from '../../internal/AriaLocale';
import { Chevron } from '../../internal/Chevron';
import { field } from '../../internal/field.css';
import { AriaFieldDescription, AriaFieldLabel, AriaFieldMessage } from '../../internal/AriaFieldParts';
import { control } from '../../internal/input.css';
import { listBox, popover } from '../../internal/listBox.css';
import { usePortalContainer } from '../../internal/portalContainer';
import { ListBoxOption, type ListBoxOptionProps } from '../../internal/ListBoxOption';
import { chevron, trigger, value } from './Select.css';

export interface SelectProps<T extends object = object> extends Omit<
  AriaSelectProps<T>,
  'className' | 'style' | 'children' | 'render' | 'selectionMode'
> {
  /** Visible label: the accessible name of the button that opens the list. */
  label: ReactNode;
  /** Hint under the label. */
  description?: ReactNode;
  /** Error shown above the button; also marks the select invalid. */
  errorMessage?: ReactNode;
  /** Shown until an option is chosen. @default strings.selectPlaceholder */
  placeholder?: string;
  /** Options of a dynamic list, rendered by the `children` function. */
  items?: Iterable<T>;
  /** `SelectOption` elements, or a function of each item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** @default 'full' */
  width?: 'full' | 'medium' | 'short';
  'data-testid'?: string;
}

/**
 * A choice in a list that opens in a popover (react-aria Select: listbox pattern, type
 * to select, Escape closes). A hidden native `<select name>` posts the chosen key, also
 * in the server HTML; without JavaScript the button cannot open, so the default value is
 * posted — prefer a RadioGroup for a short list a page needs without JavaScript.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  width = 'full',
  ...rest
}: SelectProps<T>) {
  const strings = useDesignSystemStrings();
  const portalContainer = usePortalContainer();
  return (
    <AriaLocale>
      <AriaSelect
        {...rest}
        placeholder={placeholder ?? strings.selectPlaceholder}
        isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
        validationBehavior={rest.validationBehavior ?? 'aria'}
        className={field}
      >
        <AriaFieldLabel isRequired={rest.isRequired}>{label}</AriaFieldLabel>
        <AriaFieldDescription>{description}</AriaFieldDescription>
        <AriaFieldMessage>{errorMessage}</AriaFieldMessage>
        <div className={control({ width })}>
          <Button className={trigger}>
            <SelectValue className={value}>
              {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
            </SelectValue>
            <Chevron className={chevron} />
          </Button>
        </div>
        <Popover className={popover} UNSTABLE_portalContainer={portalContainer}>
          <ListBox items={items} className={listBox}>
            {children}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  );
}

export type SelectOptionProps<T extends object = object> = ListBoxOptionProps<T>;

/** An option of a Select: `id` is the posted value, the text its label. */
export function SelectOption<T extends object>(props: SelectOptionProps<T>) {
  return <ListBoxOption {...props} />;
}
