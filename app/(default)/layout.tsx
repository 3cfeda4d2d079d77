import type { ReactNode } from 'react';
import { HeaderAccount } from '@/features/account/HeaderAccount';
import { SiteChrome } from '@/features/shell/SiteChrome';

/** Default layout (SPEC §2): header, accessibility settings, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteChrome account={<HeaderAccount />}>{children}</SiteChrome>;
}
