import { useState } from 'react';

/**
 * A control's value, controlled (`value` given) or its own (from `defaultValue`), with
 * react-aria's contract: `set` keeps an own value and always tells `onChange`.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value !== undefined ? value : ownValue;
  function set(next: T) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }
  return [current, set] as const;
}
