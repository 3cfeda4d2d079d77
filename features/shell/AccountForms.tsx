'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { Link } from '@/design-system/components/Link/Link';
import { PasswordField } from '@/design-system/components/PasswordField/PasswordField';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { signedOutAtom } from '@/atoms/user';
import { useTracker } from '@/lib/analytics/TrackerProvider';
import { basePath } from '@/lib/config';
import {
  requestFirstConnectionAction,
  requestPasswordResetAction,
  setPasswordAction,
  signInAction,
  signOutAction,
} from './authActions';
import type { LinkRequestState, SetPasswordState, SignInState, SignOutState } from './authForms';
import { useActionForm } from './useActionForm';

export type AccountFlow = 'firstConnection' | 'passwordReset';

/** Moves focus to an outcome that replaced the form (the button that had focus is gone). */
function useFocusOnChange(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}

/** Asks for the emailed link of a first connection or of a forgotten password. */
export function LinkRequestForm({ flow, redirectTo }: { flow: AccountFlow; redirectTo?: string }) {
  const t = useTranslations('Account');
  const translate = useTranslations();
  const idle: LinkRequestState = { status: 'idle' };
  const { state, action, onSubmit, isPending } = useActionForm(
    flow === 'firstConnection' ? requestFirstConnectionAction : requestPasswordResetAction,
    idle,
  );
  const outcome = useFocusOnChange(state.status === 'sent');
  if (state.status === 'sent') {
    return (
      <div ref={outcome} tabIndex={-1}>
        <Banner tone="success" title={t(`${flow}.sentTitle`)} headingLevel={2}>
          <p>{t(`${flow}.sent`, { email: state.email ?? '' })}</p>
          <p>{t('common.spam')}</p>
        </Banner>
      </div>
    );
  }
  return (
    <form action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="large">
        {redirectTo ?
          <input type="hidden" name="redirectTo" value={redirectTo} />
        : null}
        {state.error ?
          <Banner tone="error" urgent>
            {translate(state.error)}
          </Banner>
        : null}
        <EmailField
          name="email"
          label={t('common.email')}
          description={t('common.emailHint')}
          autoComplete="email"
          isRequired
          defaultValue={state.email}
          errorMessage={state.fieldErrors?.email ? translate(state.fieldErrors.email) : undefined}
        />
        <div>
          <Button type="submit" isPending={isPending}>
            {t('common.sendLink')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Chooses a password with the token of an emailed link (then the page says it is done). */
export function SetPasswordForm({ flow, token }: { flow: AccountFlow; token: string }) {
  const t = useTranslations('Account');
  const translate = useTranslations();
  const idle: SetPasswordState = { status: 'idle' };
  const { state, action, onSubmit, isPending } = useActionForm(setPasswordAction, idle);
  return (
    <form action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="large">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="flow" value={flow} />
        {state.error ?
          <Banner tone="error" urgent>
            {translate(state.error)}
          </Banner>
        : null}
        <PasswordField
          name="password"
          label={t('common.newPassword')}
          description={t('common.newPasswordHint')}
          autoComplete="new-password"
          isRequired
          errorMessage={state.fieldErrors?.password ? translate(state.fieldErrors.password) : undefined}
        />
        <PasswordField
          name="confirmation"
          label={t('common.confirmation')}
          autoComplete="new-password"
          isRequired
          errorMessage={state.fieldErrors?.confirmation ? translate(state.fieldErrors.confirmation) : undefined}
        />
        <div>
          <Button type="submit" isPending={isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The sign-in page (/connexion): the login modal's form on a page of its own, which is
 * where the header's "Se connecter" leads without JavaScript.
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations('Auth.signIn');
  const translate = useTranslations();
  const idle: SignInState = { status: 'idle' };
  // `mode=page`: a success goes back to `redirectTo`, with or without JavaScript.
  const { state, action, onSubmit, isPending } = useActionForm(signInAction, idle);
  const query = `redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <form action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="large">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="mode" value="page" />
        {state.status === 'error' && state.error ?
          <Banner tone="error" urgent>
            {translate(state.error)}
          </Banner>
        : null}
        <EmailField
          name="email"
          label={t('email')}
          description={t('emailHint')}
          autoComplete="username"
          isRequired
          defaultValue={state.email}
          errorMessage={state.fieldErrors?.email ? translate(state.fieldErrors.email) : undefined}
        />
        <Stack gap="small">
          <PasswordField
            name="password"
            label={t('password')}
            autoComplete="current-password"
            isRequired
            errorMessage={state.fieldErrors?.password ? translate(state.fieldErrors.password) : undefined}
          />
          <Link href={`${basePath}/utilisateur/recuperation-mot-de-passe`}>{t('forgottenPassword')}</Link>
        </Stack>
        <div>
          <Button type="submit" isPending={isPending}>
            {t('submit')}
          </Button>
        </div>
        <Stack gap="xsmall">
          <Text>{t('firstConnectionIntro')}</Text>
          <Link href={`${basePath}/premiere-connexion?${query}`} variant="standalone">
            {t('firstConnection')}
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}

/** The sign-out page (/deconnexion): a confirmation button, for the header's menu without JavaScript. */
export function SignOutForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations('Auth.signOut');
  const tracker = useTracker();
  const storeSignedOut = useSetAtom(signedOutAtom);
  const idle: SignOutState = { status: 'idle' };
  const { action, onSubmit, isPending } = useActionForm(signOutAction, idle);
  return (
    <form
      action={action}
      onSubmit={(event) => {
        // SPEC §4: logout clears the user and resets tracking; the action then goes back.
        storeSignedOut();
        tracker.logout();
        onSubmit(event);
      }}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="mode" value="page" />
      <Button type="submit" isPending={isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
