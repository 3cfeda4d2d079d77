'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { cartStoreAtom, cartStoreDispatchAtom, draftKey } from '@/atoms/cart';

/** Field names never kept in a draft (Next's action fields, Conform's state). */
const IGNORED = /^(\$ACTION|__)/;

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !IGNORED.test(name)) values[name] = value;
  }
  return values;
}

/**
 * Keeps what the payer types in a step in the session store (`ha-forms`), so a reload in
 * the middle of the step restores it. `restore` gets the draft once, after the store has
 * been read from sessionStorage. Only with JavaScript; without it the server keeps the
 * values of every submit.
 */
export function useStepDraft(
  formRef: RefObject<HTMLFormElement | null>,
  cartId: string | null,
  formName: string,
  restore: (values: Record<string, string>) => void,
) {
  const key = cartId ? draftKey(cartId, formName) : null;
  const store = useAtomValue(cartStoreAtom);
  const dispatch = useSetAtom(cartStoreDispatchAtom);
  const draft = key ? store.drafts?.[key] : undefined;
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (restored.current || !draft) return;
    restored.current = true;
    restoreRef.current(draft);
  }, [draft]);

  const save = useCallback(() => {
    if (!key || !formRef.current) return;
    restored.current = true;
    dispatch({ type: 'setDraft', key, values: formValues(formRef.current) });
  }, [dispatch, formRef, key]);

  const clear = useCallback(() => {
    if (key) dispatch({ type: 'unsetDraft', key });
  }, [dispatch, key]);

  return { save, clear };
}
