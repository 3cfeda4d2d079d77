import type { ReactNode } from 'react';
import { Container } from '../../layout/Container/Container';
import { bar, brand, header, logo } from './SiteHeader.css';

export interface SiteHeaderProps {
  homeHref: string;
  /** Accessible name of the home link (brand + "accueil"). */
  homeLabel: string;
  /** Visible brand text next to the logo. */
  brandName: string;
  /** Navigation and tools (language, display settings, account); omitted in the light payment header. */
  children?: ReactNode;
}

/** Site header frame: brand link on the left, tools on the right, wrapping on small screens. */
export function SiteHeader({ homeHref, homeLabel, brandName, children }: SiteHeaderProps) {
  return (
    <header className={header}>
      <Container>
        <div className={bar}>
          <a className={brand} href={homeHref} aria-label={homeLabel}>
            <svg className={logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M9 22V10h11v3h-7.5v2.5H19v3h-6.5V22z" fill="white" />
            </svg>
            <span>{brandName}</span>
          </a>
          {children}
        </div>
      </Container>
    </header>
  );
}
