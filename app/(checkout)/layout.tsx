import type { ReactNode } from 'react';
import { AtomsProvider } from '@/atoms/Provider';
import { HeaderAccount } from '@/features/account/HeaderAccount';
import { SiteChrome } from '@/features/shell/SiteChrome';

/**
 * Checkout layout (SPEC §2): the full header and footer around the cart. Its steps are the
 * journeys' (features/journey/prepared-cart): their islands share a Jotai store, one across
 * the steps, and each step brings the messages its islands read (features/shell IslandMessages).
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome account={<HeaderAccount />}>
      <AtomsProvider>{children}</AtomsProvider>
    </SiteChrome>
  );
}
