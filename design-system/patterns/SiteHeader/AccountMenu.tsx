'use client';

import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Chevron } from '../../internal/Chevron';
import { usePatternFormat } from '../../internal/patternFormat';
import { useHydrated } from '../../internal/useHydrated';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { fallback, fallbackList, fallbackSummary, menu, menuItem, popover, separator } from './SiteHeader.css';

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
 * returns focus to the button). Before JavaScript runs it is a <details> disclosure
 * with the items that are plain links.
 */
export function AccountMenu({ account }: { account: SiteHeaderAccount }) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const hydrated = useHydrated();
  const menuName = format.message(strings.headerAccountMenu, { name: account.name });
  const all = account.signOut ? [...account.items, account.signOut] : account.items;

  if (!hydrated) {
    return (
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
  }

  const renderItem = (item: SiteHeaderMenuItem) => (
    <MenuItem key={item.id} id={item.id} href={item.href} onAction={item.onAction} className={menuItem}>
      {item.label}
    </MenuItem>
  );

  return (
    <MenuTrigger>
      <Button variant="tertiary" size="small" aria-label={menuName}>
        <Icon name="user" />
        {account.name}
        <Chevron />
      </Button>
      <Popover className={popover} placement="bottom end" offset={4}>
        <Menu className={menu} aria-label={menuName}>
          {account.items.map(renderItem)}
          {account.signOut ?
            <>
              <Separator className={separator} />
              {renderItem(account.signOut)}
            </>
          : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
