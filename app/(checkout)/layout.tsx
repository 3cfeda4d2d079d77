import type { ReactNode } from 'react';
import { SiteChrome } from '@/features/shell/SiteChrome';

/** Checkout layout (SPEC §2): the full header and footer around the cart. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
