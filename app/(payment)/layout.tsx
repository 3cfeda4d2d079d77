import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { SiteChrome } from '@/features/shell/SiteChrome';

/** Payment pages are never indexed (SPEC §2). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Payment layout (SPEC §2): a light header, nothing that distracts from paying. */
export default function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome variant="light">
      <IslandProviders>{children}</IslandProviders>
    </SiteChrome>
  );
}
