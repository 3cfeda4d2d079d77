import type { ReactNode } from 'react';
import { SiteHeader } from '@/design-system/patterns/SiteHeader/SiteHeader';

export interface ShellHeaderProps {
  homeHref: string;
  homeLabel: string;
  brandName: string;
  /** Server-rendered navigation (display settings, language). */
  navigation?: ReactNode;
  /**
   * The account area (sign-in, the login modal, the account menu), drawn after the
   * navigation; the layout composes it (features/account), the payment layout's light
   * header has none.
   */
  account?: ReactNode;
}

/**
 * The site header (SPEC §2): brand, navigation, and the account area the layout hands
 * in (the shell knows nothing of sessions or sign-in).
 */
export function ShellHeader({ homeHref, homeLabel, brandName, navigation, account }: ShellHeaderProps) {
  return (
    <div>
      <SiteHeader homeHref={homeHref} homeLabel={homeLabel} brandName={brandName}>
        {navigation || account ?
          <>
            {navigation}
            {account}
          </>
        : null}
      </SiteHeader>
    </div>
  );
}
