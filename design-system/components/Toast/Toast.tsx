'use client';

import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { closeButton } from '../../internal/closeButton.css';
import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatString } from '../../strings/formatString';
import { Icon, type IconName } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';
import { ToastContext, toastDurations, useToastQueue, type QueuedToast, type ToastTone } from './ToastContext';

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

export interface ToastProviderProps {
  children?: ReactNode;
  /** Keyboard shortcut that moves focus to the notifications region. @default ['F8'] */
  hotkey?: string[];
}

export interface ToastRegionProps {
  toasts: readonly QueuedToast[];
  onDismiss: (id: string) => void;
  /** @default ['F8'] */
  hotkey?: string[] | undefined;
  children?: ReactNode;
}

/** Radix's toast provider, the toasts and the notifications region (a landmark reachable with F8). */
export function ToastRegion({ toasts, onDismiss, hotkey = ['F8'], children }: ToastRegionProps) {
  const strings = useDesignSystemStrings();
  const locale = useDesignSystemLocale();
  return (
    <RadixToast.Provider label={strings.toastLabel}>
      {children}
      {toasts.map(({ id, ...toast }) => (
        <Toast
          key={id}
          {...toast}
          onOpenChange={(open) => {
            if (!open) onDismiss(id);
          }}
        />
      ))}
      <RadixToast.Viewport
        className={styles.viewport}
        hotkey={hotkey}
        label={formatString(strings.toastRegion, { hotkey: hotkey.join('+') }, locale)}
      />
    </RadixToast.Provider>
  );
}

/**
 * Mount once near the root of the layout. Provides `useToast()` and renders the
 * notifications region (a landmark named "Notifications (F8)", reachable with F8);
 * `<Toast>` children render in it. A page shell that rarely shows toasts uses
 * DeferredToastProvider, which loads this toaster with the first toast.
 */
export function ToastProvider({ children, hotkey }: ToastProviderProps) {
  const { toasts, api } = useToastQueue();
  return (
    <ToastContext.Provider value={api}>
      <ToastRegion toasts={toasts} onDismiss={api.dismiss} hotkey={hotkey}>
        {children}
      </ToastRegion>
    </ToastContext.Provider>
  );
}
