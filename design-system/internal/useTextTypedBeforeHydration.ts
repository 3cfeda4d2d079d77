import { useLayoutEffect, useState } from 'react';

/**
 * Keeps what the payer typed into an uncontrolled text field before the page hydrated. On a
 * slow phone the payer may type while the scripts load: the browser's input takes it, then
 * hydration puts the field back to the server's text (TextInputField's input is always
 * controlled), and the card number typed first is gone.
 *
 * So the input's text is read from the document during the first render, while it still
 * holds what was typed, and given to `setText` in a layout effect, before the first paint
 * (as useFieldStateAcrossHydration does for the journey's own fields). What was typed is told
 * apart by the input's `value` differing from its `defaultValue` (the server's `value`
 * attribute): React keeps that attribute equal to the text of an input it controls, so an
 * input already in React's hands, e.g. the one a remount with the same `id` replaces (a card
 * typed again after a refusal), is never read. Nothing is read on the server.
 */
export function useTextTypedBeforeHydration(inputId: string, controlled: boolean, setText: (text: string) => void) {
  const [typed] = useState(() => (controlled ? undefined : textTypedInDocument(inputId)));
  useLayoutEffect(() => {
    if (typed !== undefined) setText(typed);
    // Once, after the first render: `typed` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
}

function textTypedInDocument(inputId: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(inputId);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  return element.value !== element.defaultValue ? element.value : undefined;
}
