import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { HeaderAccount } from '@/features/account/HeaderAccount';
import { SiteChrome } from '@/features/shell/SiteChrome';
import { JOURNEY_NAMESPACES } from '@/lib/i18n/clientMessages';

/**
 * Checkout layout (SPEC §2): the full header and footer around the cart. Its steps are the
 * journeys' (features/journey/prepared-cart): their islands read the journeys' messages.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome account={<HeaderAccount />}>
      <IslandProviders namespaces={JOURNEY_NAMESPACES}>{children}</IslandProviders>
    </SiteChrome>
  );
}
