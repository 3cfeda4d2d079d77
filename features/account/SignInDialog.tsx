'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import { useToast } from '@/design-system/components/Toast/ToastContext';
import { LoginModal } from '@/design-system/patterns/LoginModal/LoginModal';
import { replyMessages } from '@/forms/fieldProps';
import { signInAction } from './authActions';
import type { SignInState } from './authForms';
import { loginLabelsFrom } from '@/design-system/patterns/LoginForm/loginLabelsFrom';
import { signInHrefs } from './signInFormCopy';

/** What the dialog's translator needs: the page's language and the dialog's own copy (its refusals come translated). */
export interface SignInDialogIntl {
  locale: string;
  timeZone: string;
  messages: Record<string, unknown>;
}

type SignedIn = NonNullable<SignInState['session']>;

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current page (without /forms): where the first-connection link and the action come back to. */
  returnTo: string;
  /** Called once signed in with the session (the header stores the user, moves focus to the account menu). */
  onSignedIn: (session: SignedIn) => void;
  intl: SignInDialogIntl;
}

const idle: SignInState = { status: 'idle' };

/**
 * The login modal of the header (SPEC §2, §4): the LoginModal pattern driven by the
 * sign-in server action. Connecting shows the pending button; success hands the header the
 * user, closes the modal and, for an administrator's token, reloads the page so the
 * form shows its admin shortcuts. Without JavaScript the header links to /connexion.
 * Its translator comes with it (next-intl's client loads with the dialog, not the page).
 */
export function SignInDialog({ intl, ...props }: SignInDialogProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <SignInForm {...props} />
    </NextIntlClientProvider>
  );
}

function SignInForm({ open, onOpenChange, returnTo, onSignedIn }: Omit<SignInDialogProps, 'intl'>) {
  const t = useTranslations('Auth.signIn');
  const router = useRouter();
  const toast = useToast();
  const [state, dispatch, isPending] = useActionState(signInAction, idle);
  const handled = useRef<SignInState | null>(null);

  useEffect(() => {
    if (state.status !== 'signedIn' || !state.session || handled.current === state) return;
    handled.current = state;
    onOpenChange(false);
    toast.show({
      tone: 'success',
      title: t('success'),
      message: t('successMessage', { name: state.session.user.firstName }),
    });
    onSignedIn(state.session);
    // SPEC §4: an administrator's token changes what the form shows (admin shortcuts).
    if (state.session.admin) router.refresh();
  }, [state, onOpenChange, onSignedIn, toast, t, router]);

  return (
    <LoginModal
      open={open}
      onOpenChange={onOpenChange}
      labels={{ title: t('title'), description: t('description'), ...loginLabelsFrom((key) => t(key)) }}
      hrefs={signInHrefs(returnTo)}
      onSubmit={({ email, password }) => {
        const formData = new FormData();
        formData.set('email', email);
        formData.set('password', password);
        formData.set('redirectTo', returnTo);
        startTransition(() => dispatch(formData));
      }}
      isPending={isPending}
      // Refusals come translated by the action (SignInState.messages).
      error={state.messages?.form}
      fieldErrors={state.messages?.fields}
      defaultEmail={replyMessages(state.result).sentValue('email')}
    />
  );
}
