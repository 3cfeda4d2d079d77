'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageTracker } from '@/lib/analytics/pageTracker';

/** One page view per path (the tracker skips the pages SPEC §2 excludes). */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) pageTracker().page(pathname);
  }, [pathname]);
  return null;
}
