'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import { PlainButton } from '@/design-system/components/Button/PlainButton';
import { Link } from '@/design-system/components/Link/Link';
import { useToast } from '@/design-system/components/Toast/ToastContext';
import { AccountMenu, type SiteHeaderAccount } from '@/design-system/patterns/SiteHeader/AccountMenu';
import { SiteHeaderAccountArea } from '@/design-system/patterns/SiteHeader/SiteHeader';
import type { SessionUser, UserOrganization } from '@/lib/api/contracts/users';
import { pageTracker } from '@/lib/analytics/pageTracker';
import { basePath } from '@/lib/config';
import { signInPath, signOutPath } from '@/lib/routes/account';
import { signOutAction } from './authActions';
import type { SignInDialogIntl } from './SignInDialog';
import { accountLinks } from './config';
import { hasSessionMarker } from './sessionMarker';

// The sign-in dialog (Radix Dialog, the login form) is fetched when first wanted: most
// visitors pay without signing in, and every page would carry it otherwise.
const loadSignInDialog = () => import('./SignInDialog');
const SignInDialog = dynamic(() => loadSignInDialog().then((module) => module.SignInDialog), { ssr: false });

export interface AccountSession {
  user: SessionUser;
  organizations: UserOrganization[];
}

/** The account area's own copy (`Auth`), translated by the server: it needs no translator. */
export interface AccountAreaStrings {
  signIn: string;
  signOut: string;
  signOutDone: string;
  signOutDoneMessage: string;
  menu: Record<'account' | 'history' | 'profile' | 'organizations' | 'help' | 'accessibility', string>;
}

export interface AccountAreaProps {
  /** What the server found in the session cookies for this request. */
  session: AccountSession | null;
  /** The current address (path and query, without /forms) as the server saw it. */
  currentPath: string;
  strings: AccountAreaStrings;
  /** The sign-in dialog's language and messages: it brings its own translator when it loads. */
  signInIntl: SignInDialogIntl;
}

const SESSION_CHECK_INTERVAL_MS = 30_000;
/** How long a focus move waits for its control (the account menu loads lazily). */
const FOCUS_WAIT_MS = 5_000;

/**
 * The header's account area (SPEC §2, §4, §6), drawn in the header's navigation slot:
 * - anonymous: "Se connecter" — a link to /connexion before JavaScript runs, a button
 *   opening the login modal afterwards;
 * - connected: the account menu (account, history, profile, organisations, help,
 *   accessibility, sign out). Sign-out clears the user, the organisations and the selected
 *   organisation, resets tracking and reloads the page; without JavaScript the menu is a
 *   list of links and "Se déconnecter" leads to /deconnexion.
 * The user is this island's state (no other island reads it), filled from the server's
 * session; when the session marker cookie disappears (session ended elsewhere, cookies
 * cleared) the user is revoked. Strings come translated from the server, so pages whose
 * only islands are the header's carry neither next-intl's client nor Jotai.
 */
export function AccountArea({ session, currentPath, strings, signInIntl }: AccountAreaProps) {
  const router = useRouter();
  const toast = useToast();
  const hydrated = useHydrated();
  const pathname = usePathname() || '/';
  // The address to come back to: the server's until hydration (same HTML), then the
  // browser's (the layout is not rendered again on client navigations).
  const returnTo = hydrated ? `${pathname}${window.location.search}` : currentPath;
  const [user, setUser] = useState<SessionUser | null>(session?.user ?? null);
  const storeSignedIn = useCallback((signedIn: AccountSession) => setUser(signedIn.user), []);
  const storeSignedOut = useCallback(() => setUser(null), []);
  const [disconnecting, setDisconnecting] = useState(false);
  const [, startTransition] = useTransition();
  const [loginOpen, setLoginOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const areaRef = useRef<HTMLDivElement>(null);
  const userRef = useRef(user);
  userRef.current = user;

  // Follow the server when the layout renders again (router.refresh(), a new sign-in).
  useEffect(() => {
    if (session) storeSignedIn(session);
    else if (userRef.current) storeSignedOut();
  }, [session, storeSignedIn, storeSignedOut]);

  // SPEC §6: a missing session cookie revokes the user on the client.
  useEffect(() => {
    const check = () => {
      if (userRef.current && !hasSessionMarker(document.cookie)) storeSignedOut();
    };
    check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.clearInterval(timer);
    };
  }, [pathname, storeSignedOut]);

  // A navigation (e.g. the expired-password page) closes the modal.
  useEffect(() => setLoginOpen(false), [pathname]);

  /** Moves focus into the account area once it has re-rendered (the control that had it is gone). */
  // The control to focus may not be there yet: the account menu's code loads on demand.
  const focusAccountArea = useCallback((selector: string) => {
    const deadline = Date.now() + FOCUS_WAIT_MS;
    const attempt = () => {
      const target = areaRef.current?.querySelector<HTMLElement>(selector);
      if (target) target.focus();
      else if (Date.now() < deadline) window.setTimeout(attempt, 50);
    };
    window.setTimeout(attempt, 50);
  }, []);

  const signOutNow = useCallback(() => {
    if (disconnecting) return;
    setDisconnecting(true);
    startTransition(async () => {
      const formData = new FormData();
      formData.set('returnTo', returnTo);
      try {
        await signOutAction({ status: 'idle' }, formData);
      } finally {
        storeSignedOut();
        pageTracker().logout();
        setDisconnecting(false);
        toast.show({ tone: 'success', title: strings.signOutDone, message: strings.signOutDoneMessage });
        focusAccountArea('[data-sign-in]');
        router.refresh();
      }
    });
  }, [disconnecting, returnTo, storeSignedOut, toast, strings, focusAccountArea, router]);

  const returnQuery = encodeURIComponent(returnTo);
  const account: SiteHeaderAccount | undefined =
    user ?
      {
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        items: [
          { id: 'account', label: strings.menu.account, href: accountLinks.account },
          { id: 'history', label: strings.menu.history, href: accountLinks.history },
          { id: 'profile', label: strings.menu.profile, href: accountLinks.profile },
          { id: 'organizations', label: strings.menu.organizations, href: accountLinks.organizations },
          { id: 'help', label: strings.menu.help, href: accountLinks.help },
          {
            id: 'accessibility',
            label: strings.menu.accessibility,
            href: `${accountLinks.accessibility}?returnTo=${returnQuery}`,
          },
        ],
        signOut:
          hydrated ?
            { id: 'signOut', label: strings.signOut, onAction: signOutNow }
          : { id: 'signOut', label: strings.signOut, href: `${basePath}${signOutPath(returnTo)}` },
      }
    : undefined;

  const signInControl =
    !user ?
      <div data-sign-in-area="" ref={areaRef}>
        {hydrated ?
          <PlainButton
            variant="secondary"
            size="small"
            data-sign-in=""
            // Fetched as the pointer or the focus comes, so the dialog opens at once on press.
            onPointerEnter={() => void loadSignInDialog()}
            onFocus={() => void loadSignInDialog()}
            onClick={() => {
              setDialogKey((key) => key + 1);
              setLoginOpen(true);
            }}
          >
            {strings.signIn}
          </PlainButton>
        : <Link href={`${basePath}${signInPath(returnTo)}`} variant="standalone">
            {strings.signIn}
          </Link>
        }
      </div>
    : null;

  return (
    <>
      {account ?
        <SiteHeaderAccountArea ref={areaRef}>
          <AccountMenu account={account} />
        </SiteHeaderAccountArea>
      : signInControl}
      {hydrated && dialogKey > 0 ?
        <SignInDialog
          key={dialogKey}
          open={loginOpen}
          onOpenChange={setLoginOpen}
          returnTo={returnTo}
          intl={signInIntl}
          onSignedIn={(signedIn) => {
            storeSignedIn(signedIn);
            focusAccountArea('button[aria-haspopup]');
          }}
        />
      : null}
    </>
  );
}
