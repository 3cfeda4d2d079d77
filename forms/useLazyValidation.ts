'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { LazySchema } from './lazySchema';
import type { parseWithZodMini } from './parseWithZodMini';

/** What a form's first use loads: its schema module and the parser (both bring zod). */
export interface LoadedValidation {
  module: unknown;
  parse: typeof parseWithZodMini;
}

/**
 * The first signs that a payer uses a form: a field focused (keyboard or pointer), a press
 * anywhere in it (a label, a preset) or something typed. Validation only runs after one.
 */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'input'] as const;

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  // A control may belong to a form it is not inside of (the `form` attribute).
  const owner = 'form' in target ? target.form : null;
  return owner instanceof HTMLFormElement ? owner : target.closest('form');
}

/**
 * Loads a form's validation (schema module and parser) once, on the form's first use or
 * when asked (`start`, for a submit that comes first): the page ships neither zod nor the
 * schemas, which only run once the payer leaves a field or submits. Without JavaScript the
 * server validates with the same schemas. `loaded()` is null until it has arrived;
 * `failed()` says the chunk could not be loaded (the server then validates alone).
 */
export function useLazyValidation(formId: string, load: LazySchema['load']) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const loaded = useRef<LoadedValidation | null>(null);
  const failed = useRef(false);
  const loading = useRef<Promise<LoadedValidation | null> | null>(null);

  const start = useCallback(() => {
    loading.current ??= Promise.all([loadRef.current(), import('./parseWithZodMini')]).then(
      ([module, { parseWithZodMini }]) => (loaded.current = { module, parse: parseWithZodMini }),
      () => {
        failed.current = true;
        return null;
      },
    );
    return loading.current;
  }, []);

  useEffect(() => {
    if (loading.current) return undefined;
    const stop = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, onFirstUse, true);
    };
    function onFirstUse(event: Event) {
      if (formOf(event.target)?.id !== formId) return;
      stop();
      void start();
    }
    // Captured on the document: the form may be re-rendered, and a focus does not bubble.
    for (const type of FIRST_USE_EVENTS) document.addEventListener(type, onFirstUse, true);
    return stop;
  }, [formId, start]);

  return { start, loaded: () => loaded.current, failed: () => failed.current };
}
