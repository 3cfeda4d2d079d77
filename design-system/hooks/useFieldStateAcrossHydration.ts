import { useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrated } from './useHydrated';

/**
 * State for a controlled field of the form `formId` (a radio group, a text field) that keeps
 * what the payer did before the page hydrated. On a slow phone the payer may tap a radio or
 * type while the scripts load: the native form takes it, then hydration puts every
 * controlled field back to the server's value, and the choice is gone (a radio unchecked, a
 * field hidden with what was typed in it).
 *
 * So the field's value is read from the document during the hydration render, while it
 * still holds what the payer did; the state starts from `initial` as on the server (the
 * hydrated markup matches, nothing re-renders from scratch) and takes the payer's value in a
 * layout effect, before the first paint. `parse` turns the field's text into the state's
 * type (`undefined`: not a value this state takes; a box gives `'on'` ticked, `''` not). Nothing is read on the server, nor in a
 * component mounted after hydration (a client-side navigation: its `initial` is right).
 */
export function useFieldStateAcrossHydration<T>(
  formId: string,
  name: string,
  initial: T,
  // The field's text as is: right for a state of text; any other state gives its own.
  parse: (raw: string) => T | undefined = (raw) => raw as T,
): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [before] = useState(() => {
    const raw = hydrated ? undefined : valueInDocument(formId, name);
    return raw === undefined ? undefined : parse(raw);
  });
  const [value, setValue] = useState<T>(initial);
  useLayoutEffect(() => {
    if (before !== undefined) setValue(before);
    // Once, after hydration: `before` never changes.
  }, [before]);
  return [value, setValue];
}

/** A field's value in the document: radios give the checked one's (`''` when none is). */
function valueInDocument(formId: string, name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) return field.value;
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.checked ? field.value : '';
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)
    return field.value;
  return undefined;
}
