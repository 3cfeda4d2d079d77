import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { HeaderAccount } from '@/features/account/HeaderAccount';
import { SiteChrome } from '@/features/shell/SiteChrome';

/** Checkout layout (SPEC §2): the full header and footer around the cart. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome account={<HeaderAccount />}>
      <IslandProviders>{children}</IslandProviders>
    </SiteChrome>
  );
}
