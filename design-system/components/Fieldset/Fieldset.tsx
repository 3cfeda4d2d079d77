import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Stack } from '../../layout/Stack/Stack';
import { fieldset, legend as legendStyle } from './Fieldset.css';

export interface FieldsetProps {
  /** The group's name: a heading inside the legend, so it is both announced with the fields and listed among the page's headings. */
  legend: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Space between the fields. @default 'medium' */
  gap?: 'small' | 'medium' | 'large';
  children: ReactNode;
}

/**
 * A group of related fields (GOV.UK "fieldset" pattern): a <fieldset> whose <legend>
 * holds a heading, so screen readers read the group's name with each field inside and
 * list it among the headings; the fields are stacked below.
 */
export function Fieldset({ legend, headingLevel = 3, gap = 'medium', children }: FieldsetProps) {
  return (
    <fieldset className={fieldset}>
      <legend className={legendStyle}>
        <Heading level={headingLevel} size="medium">
          {legend}
        </Heading>
      </legend>
      <Stack gap={gap}>{children}</Stack>
    </fieldset>
  );
}
