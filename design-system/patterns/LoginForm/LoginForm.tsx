'use client';

import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { EmailField } from '../../components/EmailField/EmailField';
import { ErrorSummary, focusFirstInvalidField } from '../../components/ErrorSummary/ErrorSummary';
import { Link } from '../../components/Link/Link';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Text } from '../../components/Text/Text';
import { firstConnection, form, passwordGroup } from './LoginForm.css';

export interface LoginFormLabels {
  email: string;
  /** "Format attendu : nom@domaine.fr" */
  emailHint?: string;
  password: string;
  forgottenPassword: string;
  submit: string;
  /** "Première connexion ?" */
  firstConnectionIntro: string;
  /** "Créer mon mot de passe" */
  firstConnection: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  labels: LoginFormLabels;
  hrefs: {
    /** /premiere-connexion?redirectTo={current address} */
    firstConnection: string;
    /** /utilisateur/recuperation-mot-de-passe */
    forgottenPassword: string;
  };
  /** Server action or URL receiving `email` and `password` (works without JavaScript). */
  action?: string | ((formData: FormData) => void | Promise<void>);
  /** Client handler instead of a post: receives the credentials, the default submit is prevented. */
  onSubmit?: (credentials: LoginCredentials) => void;
  /** Connecting: the button is pending and a second submit is ignored. @default false */
  isPending?: boolean;
  /** Invalid credentials and other refusals, shown in an error banner above the fields. */
  error?: ReactNode;
  /** Field errors ("Saisissez votre adresse électronique"). */
  fieldErrors?: { email?: ReactNode; password?: ReactNode };
  /**
   * Also lists the field errors in an error summary above the fields, linked to them: a
   * form on a page of its own (GOV.UK), not in a dialog. After a post answered without
   * JavaScript, the summary takes the focus as the page loads. @default false
   */
  errorSummary?: boolean;
  /** Keeps the address typed before a refusal. */
  defaultEmail?: string;
  /** Posted with the form, such as the page to return to. */
  hiddenFields?: Record<string, string>;
  /** The button spans the form (a dialog); else it keeps its own width. @default false */
  fullWidthSubmit?: boolean;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * After a refused post (the caller knows when one comes back): the first field in error
 * takes the focus, or the refusal's banner when no field is in error. False when neither
 * is there.
 */
export function focusLoginRefusal(form: HTMLFormElement): boolean {
  if (focusFirstInvalidField(form)) return true;
  const refusal = form.querySelector<HTMLElement>('[data-login-error]');
  refusal?.focus();
  return refusal !== null;
}

/**
 * The login form (SPEC §2): email, password, forgotten-password and first-connection
 * links, and the connect button, in a real <form> so that Enter submits from any field.
 * LoginModal shows it in a dialog; the sign-in page on a page of its own.
 */
export function LoginForm({
  labels,
  hrefs,
  action,
  onSubmit,
  isPending = false,
  error,
  fieldErrors = {},
  errorSummary = false,
  defaultEmail,
  hiddenFields = {},
  fullWidthSubmit = false,
  formRef,
}: LoginFormProps) {
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };

  function submit(event: FormEvent<HTMLFormElement>) {
    if (isPending) {
      event.preventDefault();
      return;
    }
    if (!onSubmit) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  }

  const summaryItems = (['email', 'password'] as const).flatMap((name) => {
    const message = fieldErrors[name];
    return message ? [{ fieldId: ids[name], message }] : [];
  });
  const button = (
    <Button type="submit" isPending={isPending} fullWidth={fullWidthSubmit}>
      {labels.submit}
    </Button>
  );
  return (
    <form ref={formRef} className={form} action={action} onSubmit={submit} noValidate>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {error ?
        // A box that can take the focus (focusLoginRefusal): the banner is not focusable.
        <div data-login-error="" tabIndex={-1}>
          <Banner tone="error" urgent>
            {error}
          </Banner>
        </div>
      : null}
      {errorSummary ?
        <ErrorSummary errors={summaryItems} autoFocus={false} focusOnPageLoad />
      : null}
      <EmailField
        id={ids.email}
        name="email"
        label={labels.email}
        description={labels.emailHint}
        autoComplete="username"
        isRequired
        defaultValue={defaultEmail}
        errorMessage={fieldErrors.email}
      />
      <div className={passwordGroup}>
        <PasswordField
          id={ids.password}
          name="password"
          label={labels.password}
          autoComplete="current-password"
          isRequired
          errorMessage={fieldErrors.password}
        />
        <Link href={hrefs.forgottenPassword}>{labels.forgottenPassword}</Link>
      </div>
      {fullWidthSubmit ? button : <div>{button}</div>}
      <div className={firstConnection}>
        <Text>{labels.firstConnectionIntro}</Text>
        <Link href={hrefs.firstConnection} variant="standalone">
          {labels.firstConnection}
        </Link>
      </div>
    </form>
  );
}
