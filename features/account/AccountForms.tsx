'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { EmailField } from '@/design-system/components/EmailField/EmailField';
import { PasswordField } from '@/design-system/components/PasswordField/PasswordField';
import { pageTracker } from '@/lib/analytics/pageTracker';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps } from '@/forms/useFieldProps';
import { useServerForm } from '@/forms/useServerForm';
import { lazySchema } from '@/forms/lazySchema';
import {
  requestFirstConnectionAction,
  requestPasswordResetAction,
  setPasswordAction,
  signOutAction,
} from './authActions';
import { type LinkRequestState, type SetPasswordState, type SignOutState } from './authForms';

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
export function LinkRequestForm({
  flow,
  redirectTo,
  pageTitle,
}: {
  flow: AccountFlow;
  redirectTo?: string;
  pageTitle: string;
}) {
  const t = useTranslations('Account');
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const binding = useServerForm<{ email: string }, LinkRequestState>({
    id: `link-request-${flow}`,
    action: flow === 'firstConnection' ? requestFirstConnectionAction : requestPasswordResetAction,
    schema: lazySchema(
      () => import('./authForms'),
      (module) => module.emailOnlySchema,
    ),
  });
  const { fields, state } = binding;
  const outcome = useFocusOnChange(state?.status === 'sent');
  if (state?.status === 'sent') {
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
    <ServerForm
      binding={binding}
      formRef={formRef}
      fields={[{ field: fields.email, label: t('common.email') }]}
      pageTitle={pageTitle}
    >
      {redirectTo ?
        <input type="hidden" name="redirectTo" value={redirectTo} />
      : null}
      <EmailField
        key={fields.email.key}
        label={t('common.email')}
        description={t('common.emailHint')}
        autoComplete="email"
        {...props.email(fields.email, { required: true })}
      />
      <div>
        <Button type="submit" isPending={binding.isPending}>
          {t('common.sendLink')}
        </Button>
      </div>
    </ServerForm>
  );
}

/** Chooses a password with the token of an emailed link (then the page says it is done). */
export function SetPasswordForm({ flow, token, pageTitle }: { flow: AccountFlow; token: string; pageTitle: string }) {
  const t = useTranslations('Account');
  const props = useFieldProps();
  const formRef = useRef<HTMLFormElement>(null);
  const binding = useServerForm<{ password: string; confirmation: string }, SetPasswordState>({
    id: `set-password-${flow}`,
    action: setPasswordAction,
    schema: lazySchema(
      () => import('./authForms'),
      (module) => module.newPasswordSchema,
    ),
  });
  const { fields } = binding;
  return (
    <ServerForm
      binding={binding}
      formRef={formRef}
      fields={[
        { field: fields.password, label: t('common.newPassword') },
        { field: fields.confirmation, label: t('common.confirmation') },
      ]}
      pageTitle={pageTitle}
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="flow" value={flow} />
      <PasswordField
        key={fields.password.key}
        label={t('common.newPassword')}
        description={t('common.newPasswordHint')}
        autoComplete="new-password"
        {...props.text(fields.password, { required: true })}
      />
      <PasswordField
        key={fields.confirmation.key}
        label={t('common.confirmation')}
        autoComplete="new-password"
        {...props.text(fields.confirmation, { required: true })}
      />
      <div>
        <Button type="submit" isPending={binding.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </ServerForm>
  );
}

/** The sign-out page (/deconnexion): a confirmation button, for the header's menu without JavaScript. */
export function SignOutForm({ returnTo, pageTitle }: { returnTo: string; pageTitle: string }) {
  const t = useTranslations('Auth.signOut');
  const formRef = useRef<HTMLFormElement>(null);
  const binding = useServerForm<Record<string, never>, SignOutState>({
    id: 'sign-out',
    action: signOutAction,
    schema: lazySchema(
      () => import('./authForms'),
      (module) => module.signOutSchema,
    ),
    // SPEC §4: logout resets tracking; the action clears the session cookies (the only
    // record of the user) and goes back.
    onValid: () => {
      pageTracker().logout();
    },
  });
  return (
    <ServerForm binding={binding} formRef={formRef} fields={[]} pageTitle={pageTitle}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="mode" value="page" />
      <div>
        <Button type="submit" isPending={binding.isPending}>
          {t('submit')}
        </Button>
      </div>
    </ServerForm>
  );
}
