'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { PlainButton } from '../../components/Button/PlainButton';
import { Icon } from '../../components/Icon/Icon';
import { Container } from '../../layout/Container/Container';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { AccountMenu, type SiteHeaderAccount } from './AccountMenu';
import { account as accountArea, bar, brand, header, logo, logoMark, logoTile, panel, toggle } from './SiteHeader.css';

export type { SiteHeaderAccount } from './AccountMenu';

export interface SiteHeaderProps {
  homeHref: string;
  /** Accessible name of the home link (brand + "accueil"). */
  homeLabel: string;
  /** Visible brand text next to the logo. */
  brandName: string;
  /** Navigation slot: links and tools (display settings, language). Omitted in the light payment header. */
  children?: ReactNode;
  /** The logged-in user: shows the account menu. */
  account?: SiteHeaderAccount;
  /** Anonymous users: shows the "Se connecter" button, which opens the login modal. */
  onLogin?: () => void;
  /** @default strings.headerLogin */
  loginLabel?: string;
  /** Name of the button that shows the navigation on small screens. @default strings.headerMenu */
  menuLabel?: string;
}

/**
 * Site header (SPEC §2): the brand link, a navigation slot and the account area (menu
 * when logged in, "Se connecter" otherwise). Below 900 px the navigation and account
 * collapse behind a "Menu" button on a page that runs JavaScript, from the first paint
 * (internal/scriptFlag: hydration changes no layout); without it they stay visible.
 */
export function SiteHeader({
  homeHref,
  homeLabel,
  brandName,
  children,
  account,
  onLogin,
  loginLabel,
  menuLabel,
}: SiteHeaderProps) {
  const strings = useDesignSystemStrings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLDivElement>(null);
  const accountContent =
    account ? <AccountMenu account={account} />
    : onLogin ?
      <PlainButton variant="secondary" size="small" onClick={onLogin}>
        {loginLabel ?? strings.headerLogin}
      </PlainButton>
    : null;
  const hasPanel = Boolean(children || accountContent);

  function closeOnEscape(event: KeyboardEvent) {
    // A menu popover handles its own Escape first; this one closes the mobile panel.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpen(false);
    toggleRef.current?.querySelector('button')?.focus();
  }

  return (
    <header className={header}>
      <Container>
        <div className={bar}>
          <a className={brand} href={homeHref} aria-label={homeLabel}>
            <svg className={logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect className={logoTile} width="32" height="32" rx="8" />
              <path className={logoMark} d="M9 22V10h11v3h-7.5v2.5H19v3h-6.5V22z" />
            </svg>
            <span>{brandName}</span>
          </a>
          {hasPanel ?
            <div className={toggle} ref={toggleRef}>
              <PlainButton
                variant="tertiary"
                size="small"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen(!open)}
              >
                <Icon name="menu" />
                {menuLabel ?? strings.headerMenu}
              </PlainButton>
            </div>
          : null}
          {hasPanel ?
            <div id={panelId} className={panel} data-open={open || undefined} onKeyDown={closeOnEscape}>
              {children}
              {accountContent ?
                <SiteHeaderAccountArea>{accountContent}</SiteHeaderAccountArea>
              : null}
            </div>
          : null}
        </div>
      </Container>
    </header>
  );
}

/**
 * The account area's box, for an app that draws its account area itself in the
 * navigation slot (the menu of a user its own state holds): the place `account` gets.
 */
export function SiteHeaderAccountArea({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className={accountArea} ref={ref}>
      {children}
    </div>
  );
}
