'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useTracker } from '@/lib/analytics/TrackerProvider';

/** One page view per path (the tracker skips the pages SPEC §2 excludes). */
export function PageViewTracker() {
  const pathname = usePathname();
  const tracker = useTracker();
  useEffect(() => {
    if (pathname) tracker.page(pathname);
  }, [pathname, tracker]);
  return null;
}
