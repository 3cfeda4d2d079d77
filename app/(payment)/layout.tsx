import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { SiteChrome } from '@/features/shell/SiteChrome';
import { PAYMENT_NAMESPACES } from '@/lib/i18n/clientMessages';

/** Payment pages are never indexed (SPEC §2). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Payment layout (SPEC §2): a light header, nothing that distracts from paying. Its
 * islands (the card form) get the payment pages' messages only (PAYMENT_NAMESPACES).
 */
export default function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome variant="light">
      <IslandProviders namespaces={PAYMENT_NAMESPACES}>{children}</IslandProviders>
    </SiteChrome>
  );
}
