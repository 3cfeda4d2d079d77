'use client';

import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../components/Dialog/Dialog';
import { LoginForm, type LoginFormLabels, type LoginFormProps } from '../LoginForm/LoginForm';
import { LoginRefusal } from '../LoginForm/LoginRefusal';

export interface LoginModalLabels extends LoginFormLabels {
  /** Dialog title ("Se connecter"). */
  title: string;
  /** Why log in: optional for paying (SPEC §6). */
  description?: string;
}

export interface LoginModalProps extends Omit<
  LoginFormProps,
  'labels' | 'refusal' | 'fullWidthSubmit' | 'id' | 'formRef'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: LoginModalLabels;
  /** Invalid credentials and other refusals, shown in an error banner above the fields. */
  error?: ReactNode;
}

/**
 * The login modal (SPEC §2): the LoginForm in a Dialog, its button across the dialog.
 * Focus goes to the email field when it opens and back to the opener when it closes.
 */
export function LoginModal({ open, onOpenChange, labels, error, ...form }: LoginModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // EmailField keeps its <input> to itself: this ref finds it when the dialog opens.
  const initialFocus = {
    get current(): HTMLElement | null {
      return formRef.current?.querySelector<HTMLInputElement>('input[name="email"]') ?? null;
    },
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      size="small"
      initialFocusRef={initialFocus}
    >
      <LoginForm
        {...form}
        labels={labels}
        formRef={formRef}
        fullWidthSubmit
        refusal={error ? <LoginRefusal error={error} /> : null}
      />
    </Dialog>
  );
}
