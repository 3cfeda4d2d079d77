import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { SiteChrome } from '@/features/shell/SiteChrome';

/** Checkout layout (SPEC §2): the full header and footer around the cart. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <IslandProviders>{children}</IslandProviders>
    </SiteChrome>
  );
}
