import type { FocusEvent } from 'react';
import { useControllableState } from './useControllableState';

interface Options {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  normalise: (text: string) => string;
}

/**
 * A text value, controlled or not, rewritten by `normalise` when the field is left
 * (never while typing, so the caret does not jump: WCAG 3.2.2). The normalised value is
 * what the input holds, and so what the form posts.
 */
export function useNormaliseOnBlur({ value, defaultValue, onChange, onBlur, normalise }: Options) {
  const [current, change] = useControllableState(value, defaultValue ?? '', onChange);

  function blur(event: FocusEvent<HTMLInputElement>) {
    const normalised = normalise(current);
    if (normalised !== current) change(normalised);
    onBlur?.(event);
  }

  return { value: current, onChange: change, onBlur: blur };
}
