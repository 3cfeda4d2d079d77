'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ToastContext, useToastQueue } from './ToastContext';

// Radix Toast and the notifications region, fetched with the first toast.
const ToastRegion = lazy(() => import('./Toast').then((module) => ({ default: module.ToastRegion })));

export interface DeferredToastProviderProps {
  children?: ReactNode;
  /** Keyboard shortcut that moves focus to the notifications region. @default ['F8'] */
  hotkey?: string[];
}

/**
 * ToastProvider for a page shell: `useToast()` works at once, while the toaster (Radix
 * Toast, its region) loads only when the first toast is shown, then stays. Most pages
 * never show one, and would otherwise carry it. The notifications region ("Notifications
 * (F8)") exists from the first toast on; before, there is nothing to reach.
 */
export function DeferredToastProvider({ children, hotkey }: DeferredToastProviderProps) {
  const { toasts, api } = useToastQueue();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {used ?
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onDismiss={api.dismiss} hotkey={hotkey} />
        </Suspense>
      : null}
    </ToastContext.Provider>
  );
}
