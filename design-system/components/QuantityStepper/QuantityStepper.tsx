'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { FieldMessage, showsError } from '../FieldMessage/FieldMessage';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { FieldDescription, FieldLabel, hasContent } from '../../internal/FieldParts';
import { field } from '../../internal/field.css';
import { mergeIds } from '../../internal/mergeIds';
import { useControllableState } from '../../internal/useControllableState';
import { useHydrated } from '../../hooks/useHydrated';
import { buttons, input, line } from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** What is counted, said once ("Nombre de places"); the group around it names the thing. */
  label: ReactNode;
  /** The bounds, said once ("Entre 0 et 6."). */
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** @default true when there is an `errorMessage` */
  isInvalid?: boolean;
  id?: string;
  name?: string;
  /** The quantity as text (controlled); the field stays typeable, its text is posted as typed. */
  value?: string;
  /** @default String(min) */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** @default 0 */
  min?: number;
  /** The most the payer may take: "+" stops there. */
  max: number;
  /** Accessible names of the buttons, naming the thing: "Retirer une place Entrée adulte". */
  decreaseLabel: string;
  increaseLabel: string;
  /**
   * What is announced (politely) after a button changes the quantity ("2 places"). Typing
   * is heard as it is typed, so only the buttons announce. @default the number
   */
  announce?: (quantity: number) => string;
  isDisabled?: boolean;
  /** Sets `aria-required` (the form's rules validate). */
  isRequired?: boolean;
  /** More ids describing the field (the price of the tier it counts). */
  'aria-describedby'?: string;
}

const toNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * A quantity: `− [n] +` on one line after its label, the bounds said once under it. The
 * field is a native text input (posted as typed without JavaScript, validated by the
 * form's rules, GOV.UK-style: no `type=number`, no wheel). Once JavaScript runs, "−" and
 * "+" surround it; at a bound a button stays focusable but says it is unavailable
 * (`aria-disabled`), so a keyboard user pressing "+" to the maximum keeps their place.
 * Each press is announced in a polite live region.
 */
export function QuantityStepper({
  label,
  description,
  errorMessage,
  isInvalid: givenInvalid,
  id,
  name,
  value,
  defaultValue,
  onChange,
  min = 0,
  max,
  decreaseLabel,
  increaseLabel,
  announce = String,
  isDisabled,
  isRequired,
  'aria-describedby': describedBy,
}: QuantityStepperProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const [descriptionId, errorId] = [`${baseId}-hint`, `${baseId}-error`];
  const [text, setText] = useControllableState(value, defaultValue ?? String(min), onChange);
  const [announcement, setAnnouncement] = useState('');
  const isInvalid = givenInvalid ?? Boolean(errorMessage);
  const current = toNumber(text);
  const atMin = current <= min;
  const atMax = current >= max;

  const step = (by: number) => {
    if (isDisabled || (by < 0 ? atMin : atMax)) return;
    const next = Math.min(max, Math.max(min, current + by));
    setText(String(next));
    setAnnouncement(announce(next));
  };
  // The buttons exist once JavaScript runs: without it, the field alone at the same place.
  const stepButton = (by: -1 | 1) =>
    hydrated ?
      <Button
        variant="secondary"
        aria-label={by < 0 ? decreaseLabel : increaseLabel}
        aria-disabled={(by < 0 ? atMin : atMax) || undefined}
        isDisabled={isDisabled}
        onPress={() => step(by)}
      >
        {by < 0 ? '−' : '+'}
      </Button>
    : null;

  return (
    <div className={field} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <FieldMessage isInvalid={isInvalid} errorId={errorId}>
        {errorMessage}
      </FieldMessage>
      <div className={line}>
        <FieldLabel htmlFor={inputId} hideNecessity>
          {label}
        </FieldLabel>
        <span className={buttons}>
          {stepButton(-1)}
          <input
            id={inputId}
            name={name}
            className={input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            value={text}
            disabled={isDisabled}
            onChange={(event) => {
              setText(event.target.value);
              setAnnouncement('');
            }}
            aria-describedby={mergeIds(
              hasContent(description) ? descriptionId : undefined,
              showsError(errorMessage, isInvalid) ? errorId : undefined,
              describedBy,
            )}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            data-invalid={isInvalid || undefined}
          />
          {stepButton(1)}
        </span>
      </div>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <span aria-live="polite" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
