'use client';

import { useRef, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { EmailField } from '../../components/EmailField/EmailField';
import { Link } from '../../components/Link/Link';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Text } from '../../components/Text/Text';
import { firstConnection, form, passwordGroup } from './LoginModal.css';

export interface LoginModalLabels {
  /** Dialog title ("Se connecter"). */
  title: string;
  /** Why log in: optional for paying (SPEC §6). */
  description?: string;
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

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: LoginModalLabels;
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
  /** Keeps the address typed before a refusal. */
  defaultEmail?: string;
  /** Posted with the form, such as the page to return to. */
  hiddenFields?: Record<string, string>;
}

/**
 * The login modal (SPEC §2): email, password, forgotten-password and first-connection
 * links, and the connect button, in a real <form> so that Enter submits from any field.
 * Focus goes to the email field when it opens and back to the opener when it closes.
 */
export function LoginModal({
  open,
  onOpenChange,
  labels,
  hrefs,
  action,
  onSubmit,
  isPending = false,
  error,
  fieldErrors = {},
  defaultEmail,
  hiddenFields = {},
}: LoginModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // EmailField keeps its <input> to itself: this ref finds it when the dialog opens.
  const initialFocus = {
    get current(): HTMLElement | null {
      return formRef.current?.querySelector<HTMLInputElement>('input[name="email"]') ?? null;
    },
  };

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

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      size="small"
      initialFocusRef={initialFocus}
    >
      <form ref={formRef} className={form} action={action} onSubmit={submit} noValidate>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {error ?
          <Banner tone="error" urgent>
            {error}
          </Banner>
        : null}
        <EmailField
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
            name="password"
            label={labels.password}
            autoComplete="current-password"
            isRequired
            errorMessage={fieldErrors.password}
          />
          <Link href={hrefs.forgottenPassword}>{labels.forgottenPassword}</Link>
        </div>
        <Button type="submit" isPending={isPending} fullWidth>
          {labels.submit}
        </Button>
        <div className={firstConnection}>
          <Text>{labels.firstConnectionIntro}</Text>
          <Link href={hrefs.firstConnection} variant="standalone">
            {labels.firstConnection}
          </Link>
        </div>
      </form>
    </Dialog>
  );
}
