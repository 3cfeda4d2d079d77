'use client';

import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/Button/Button';
import { EmailField } from '../../components/EmailField/EmailField';
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
  /** What a refused post shows above the fields: a LoginRefusal (the refusal's banner, a page's error summary). */
  refusal?: ReactNode;
  /** Field errors ("Saisissez votre adresse électronique"). */
  fieldErrors?: { email?: ReactNode; password?: ReactNode };
  /** Keeps the address typed before a refusal. */
  defaultEmail?: string;
  /** Posted with the form, such as the page to return to. */
  hiddenFields?: Record<string, string>;
  /** The button spans the form (a dialog); else it keeps its own width. @default false */
  fullWidthSubmit?: boolean;
  /** The form's id; its fields' ids derive from it (loginFieldIds). @default a generated one */
  id?: string;
  formRef?: Ref<HTMLFormElement>;
}

/** The ids of a LoginForm's controls (an error summary's links), from the form's `id`. */
export function loginFieldIds(formId: string) {
  return { email: `${formId}-email`, password: `${formId}-password` };
}

/**
 * The login form (SPEC §2): email, password, forgotten-password and first-connection
 * links, and the connect button, in a real <form> so that Enter submits from any field.
 * LoginModal shows it in a dialog; the sign-in page on a page of its own. What a refusal
 * shows comes in `refusal` (LoginRefusal), so that a page loads it only when needed.
 */
export function LoginForm({
  labels,
  hrefs,
  action,
  onSubmit,
  isPending = false,
  refusal,
  fieldErrors = {},
  defaultEmail,
  hiddenFields = {},
  fullWidthSubmit = false,
  id,
  formRef,
}: LoginFormProps) {
  const generatedId = useId();
  const formId = id ?? generatedId;
  const ids = loginFieldIds(formId);

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

  const button = (
    <Button type="submit" isPending={isPending} fullWidth={fullWidthSubmit}>
      {labels.submit}
    </Button>
  );
  return (
    <form ref={formRef} id={formId} className={form} action={action} onSubmit={submit} noValidate>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {refusal}
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
