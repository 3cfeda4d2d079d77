'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { closeButton } from '../../internal/closeButton.css';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatString } from '../../strings/formatString';
import { Icon, type IconName } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/**
 * How long a toast stays, in ms. Error: 5000 ms (SPEC §8). The others stay longer, since
 * reading takes time (WCAG 2.2.1); every toast also pauses while hovered or focused, and
 * while the window is in the background.
 */
export const toastDurations: Record<ToastTone, number> = { error: 5000, info: 8000, success: 8000, warning: 8000 };

export interface ToastProps extends Omit<RadixToast.ToastProps, 'className' | 'style' | 'children' | 'type' | 'title'> {
  /** First line, bold. Keep it short: it is announced with the message. */
  title: ReactNode;
  /** Details under the title. */
  message?: ReactNode;
  /**
   * Tone. `error` is announced assertively (Radix `type="foreground"`), the others
   * politely (`background`). @default 'info'
   */
  tone?: ToastTone;
  /** Milliseconds before it closes; `Infinity` keeps it open (stories). @default toastDurations[tone] */
  duration?: number;
  'data-testid'?: string;
}

const icons: Record<ToastTone, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'error' };
const prefixes = {
  info: 'statusInfo',
  success: 'statusSuccess',
  warning: 'statusWarning',
  error: 'statusError',
} as const;

/**
 * One toast. Must be inside a ToastProvider (it renders into the provider's viewport).
 * Most code pushes toasts with `useToast().show(...)` instead.
 */
export function Toast({ title, message, tone = 'info', duration, ...rest }: ToastProps) {
  const strings = useDesignSystemStrings();
  return (
    <RadixToast.Root
      {...rest}
      type={tone === 'error' ? 'foreground' : 'background'}
      duration={duration ?? toastDurations[tone]}
      className={styles.toast({ tone })}
      data-tone={tone}
    >
      <span className={styles.icon}>
        <Icon name={icons[tone]} tone={tone} />
      </span>
      <div className={styles.content}>
        <RadixToast.Title className={styles.title}>
          <VisuallyHidden>{strings[prefixes[tone]]}</VisuallyHidden> {title}
        </RadixToast.Title>
        {message ?
          <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
        : null}
      </div>
      <RadixToast.Close className={closeButton} aria-label={strings.close}>
        <Icon name="close" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToastOptions {
  title: ReactNode;
  message?: ReactNode;
  /** @default 'info' */
  tone?: ToastTone;
  /** @default toastDurations[tone] */
  duration?: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  /** Closes a toast before its time. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Keyboard shortcut that moves focus to the notifications region. @default ['F8'] */
  hotkey?: string[];
}

/**
 * Mount once near the root of the layout. Provides `useToast()` and renders the
 * notifications region (a landmark named "Notifications (F8)", reachable with F8).
 */
export function ToastProvider({ children, hotkey = ['F8'] }: ToastProviderProps) {
  const strings = useDesignSystemStrings();
  const { locale } = useLocale();
  const [toasts, setToasts] = useState<(ToastOptions & { id: string })[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label={strings.toastLabel}>
        {children}
        {toasts.map(({ id, ...toast }) => (
          <Toast
            key={id}
            {...toast}
            onOpenChange={(open) => {
              if (!open) dismiss(id);
            }}
          />
        ))}
        <RadixToast.Viewport
          className={styles.viewport}
          hotkey={hotkey}
          label={formatString(strings.toastRegion, { hotkey: hotkey.join('+') }, locale)}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show({ title, message, tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: wrap the tree in <ToastProvider>.');
  return api;
}
