'use client';

import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  Popover,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { AriaLocale } from '../../internal/AriaLocale';
import { Chevron } from '../../internal/Chevron';
import { field } from '../../internal/field.css';
import { AriaFieldDescription, AriaFieldLabel, AriaFieldMessage } from '../../internal/AriaFieldParts';
import { control, input } from '../../internal/input.css';
import { emptyState, listBox, popover } from '../../internal/listBox.css';
import { usePortalContainer } from '../../internal/portalContainer';
import { ListBoxOption, type ListBoxOptionProps } from '../../internal/ListBoxOption';
import { openButton } from './ComboBox.css';

export interface ComboBoxProps<T extends object = object> extends Omit<
  AriaComboBoxProps<T>,
  'className' | 'style' | 'children' | 'render'
> {
  /** Visible label: the accessible name of the combobox input. */
  label: ReactNode;
  /** Hint under the label ("Tapez les premières lettres du pays"). */
  description?: ReactNode;
  /** Error shown above the input; also marks it invalid. */
  errorMessage?: ReactNode;
  /** Shown in the list when nothing matches. @default strings.comboBoxEmpty */
  emptyLabel?: string;
  /** `ComboBoxOption` elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Mobile keyboards. Passed to the input. */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** @default 'full' */
  width?: 'full' | 'medium' | 'short';
  'data-testid'?: string;
}

/**
 * A text input that filters a list as you type (countries, legal statuses): react-aria
 * ComboBox, with accent- and case-insensitive "contains" filtering ("etats" finds
 * "États-Unis"), arrow keys and Enter in the list, Escape to close, and the number of
 * results announced by react-aria. A hidden input posts the chosen key under `name`
 * (`formValue="text"` posts the typed text instead, which also works without JavaScript).
 */
export function ComboBox<T extends object>(props: ComboBoxProps<T>) {
  // Inside react-aria's locale: the filter below collates in the page's language.
  return (
    <AriaLocale>
      <LocalizedComboBox {...props} />
    </AriaLocale>
  );
}

function LocalizedComboBox<T extends object>({
  label,
  description,
  errorMessage,
  emptyLabel,
  children,
  autoCapitalize,
  width = 'full',
  ...rest
}: ComboBoxProps<T>) {
  const strings = useDesignSystemStrings();
  const portalContainer = usePortalContainer();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      defaultFilter={contains}
      allowsEmptyCollection
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      validationBehavior={rest.validationBehavior ?? 'aria'}
      className={field}
    >
      <AriaFieldLabel isRequired={rest.isRequired}>{label}</AriaFieldLabel>
      <AriaFieldDescription>{description}</AriaFieldDescription>
      <AriaFieldMessage>{errorMessage}</AriaFieldMessage>
      <div className={control({ width })}>
        <Input autoCapitalize={autoCapitalize} className={input({ attached: true })} />
        <Button className={openButton}>
          <Chevron />
        </Button>
      </div>
      <Popover className={popover} UNSTABLE_portalContainer={portalContainer}>
        <ListBox
          className={listBox}
          renderEmptyState={() => <div className={emptyState}>{emptyLabel ?? strings.comboBoxEmpty}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export type ComboBoxOptionProps<T extends object = object> = ListBoxOptionProps<T>;

/** An option of a ComboBox: `id` is the posted key, the text its label (and what is filtered). */
export function ComboBoxOption<T extends object>(props: ComboBoxOptionProps<T>) {
  return <ListBoxOption {...props} />;
}
