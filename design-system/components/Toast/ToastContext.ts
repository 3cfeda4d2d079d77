'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * The toast API without the toaster: what code that pushes toasts imports. The toaster
 * itself (Radix Toast, ./Toast) can then load on the first toast (DeferredToastProvider).
 */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/**
 * How long a toast stays, in ms. Error: 5000 ms (SPEC §8). The others stay longer, since
 * reading takes time (WCAG 2.2.1); every toast also pauses while hovered or focused, and
 * while the window is in the background.
 */
export const toastDurations: Record<ToastTone, number> = { error: 5000, info: 8000, success: 8000, warning: 8000 };

export interface ToastOptions {
  title: ReactNode;
  message?: ReactNode;
  /** @default 'info' */
  tone?: ToastTone;
  /** @default toastDurations[tone] */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  /** Closes a toast before its time. */
  dismiss: (id: string) => void;
}

export type QueuedToast = ToastOptions & { id: string };

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts on screen and the API that adds and removes them (shared by both providers). */
export function useToastQueue(): { toasts: QueuedToast[]; api: ToastApi } {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return { toasts, api };
}

/** `const toast = useToast(); toast.show({ title, message, tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: wrap the tree in <ToastProvider>.');
  return api;
}
