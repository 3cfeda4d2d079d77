'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { Heading } from '../Heading/Heading';
import { body, link, list, summary } from './ErrorSummary.css';
import { focusFieldById } from './focusField';

export { focusFirstInvalidField } from './focusField';

export interface ErrorSummaryItem {
  /** Id of the field's control (the `id` given to the field), the link's target. */
  fieldId: string;
  /**
   * The field's label (or its group's legend), said before the message: "Prénom : Ce champ
   * est obligatoire". Messages such as "Ce champ est obligatoire" are the same for many
   * fields; a link's own text must say where it goes (RGAA 6.1, WCAG 2.4.4).
   */
  label: ReactNode;
  /** The same message as under the field. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** One entry per field in error, in the order of the form. Renders nothing when empty. */
  errors: readonly ErrorSummaryItem[];
  /** @default strings.errorSummaryTitle ("Il y a un problème") */
  title?: ReactNode;
  /** Outline level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Take the focus when shown (after a failed submit). Give the summary a `key` that
   * changes at each failed submit so that it takes the focus again. @default true
   */
  autoFocus?: boolean;
  /**
   * The page itself arrives with the errors (a form posted without JavaScript, answered by
   * the server): the summary carries the HTML `autofocus` attribute, so the browser focuses
   * it as the page loads, script or not. React renders the attribute on the server only;
   * later client renders rely on `autoFocus`. @default false
   */
  focusOnPageLoad?: boolean;
  'data-testid'?: string;
}

/**
 * The GOV.UK error summary, at the top of a form after a failed submit: a box that takes
 * the focus, with an alert region holding its title and one link per error, "label :
 * message". GOV.UK writes each message to name its field ("Saisissez votre prénom"); our
 * messages are often shared ("Ce champ est obligatoire", two participants' "Prénom"), so
 * the link starts with the field's label, which the caller makes unambiguous. A link
 * scrolls the field's label (or its group's legend) into view and focuses the field;
 * without JavaScript it is a plain `#id` link.
 */
/** "Label : message", one text when both are text (a screen reader's cursor reads it in one go). */
function linkText({ label, message }: ErrorSummaryItem, labelEnd: string): ReactNode {
  if (typeof label === 'string' && typeof message === 'string') return `${label}${labelEnd} ${message}`;
  return (
    <>
      {label}
      {labelEnd} {message}
    </>
  );
}

export function ErrorSummary({
  errors,
  title,
  headingLevel = 2,
  autoFocus = true,
  focusOnPageLoad = false,
  ...rest
}: ErrorSummaryProps) {
  const strings = useDesignSystemStrings();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (autoFocus && hasErrors) ref.current?.focus();
  }, [autoFocus, hasErrors]);

  if (!hasErrors) return null;

  function follow(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    if (focusFieldById(fieldId)) event.preventDefault();
  }

  return (
    <div ref={ref} tabIndex={-1} className={summary} autoFocus={focusOnPageLoad} {...rest}>
      <div role="alert" className={body}>
        <Heading level={headingLevel} size="medium" id={titleId}>
          {title ?? strings.errorSummaryTitle}
        </Heading>
        <ul className={list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} className={link} onClick={(event) => follow(event, error.fieldId)}>
                {linkText(error, strings.errorSummaryLabelEnd)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
