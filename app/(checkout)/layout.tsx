import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { SiteChrome } from '@/features/shell/SiteChrome';
import { JOURNEY_NAMESPACES } from '@/lib/i18n/clientMessages';

/**
 * Checkout layout (SPEC §2): the full header and footer around the cart. Its steps are the
 * journeys' (features/campaign CheckoutPage): their islands read the journeys' messages.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <IslandProviders namespaces={JOURNEY_NAMESPACES}>{children}</IslandProviders>
    </SiteChrome>
  );
}
