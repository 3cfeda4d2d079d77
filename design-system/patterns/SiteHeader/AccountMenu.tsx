'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatPlain } from '../../strings/formatPlain';
import { fallback, fallbackList, fallbackSummary } from './SiteHeader.css';

// The interactive menu (react-aria's Menu, Popover and their overlays) is fetched once the
// page is interactive, for a signed-in visitor only: most pages are seen signed out.
const InteractiveAccountMenu = lazy(() =>
  import('./InteractiveAccountMenu').then((module) => ({ default: module.InteractiveAccountMenu })),
);

export interface SiteHeaderMenuItem {
  id: string;
  label: string;
  /** A page of the account (works without JavaScript). */
  href?: string;
  /** An action, such as signing out; items with only an action need JavaScript. */
  onAction?: () => void;
}

export interface SiteHeaderAccount {
  /** The user's name, shown on the menu button. */
  name: string;
  /** Account, history, profile, organisations, help, accessibility (SPEC §2). */
  items: SiteHeaderMenuItem[];
  /** Sign out, set apart at the end of the menu. */
  signOut?: SiteHeaderMenuItem;
}

/**
 * The logged-in user's menu: a react-aria MenuTrigger (arrow keys, typeahead, Escape
 * returns focus to the button; ./InteractiveAccountMenu, loaded lazily). Before
 * JavaScript runs, and while that code loads, it is a <details> disclosure with the
 * items that are plain links.
 */
export function AccountMenu({ account }: { account: SiteHeaderAccount }) {
  const strings = useDesignSystemStrings();
  const hydrated = useHydrated();
  // formatPlain: the header of every page does without the ICU formatter.
  const menuName = formatPlain(strings.headerAccountMenu, { name: account.name });
  const all = account.signOut ? [...account.items, account.signOut] : account.items;

  const disclosure = (
    <details className={fallback}>
      <summary className={fallbackSummary} aria-label={menuName}>
        {account.name}
      </summary>
      <ul className={fallbackList}>
        {all
          .filter((item) => item.href)
          .map((item) => (
            <li key={item.id}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
      </ul>
    </details>
  );
  if (!hydrated) return disclosure;
  return (
    <Suspense fallback={disclosure}>
      <InteractiveAccountMenu account={account} menuName={menuName} />
    </Suspense>
  );
}
