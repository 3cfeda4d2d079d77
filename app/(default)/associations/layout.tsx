import type { ReactNode } from 'react';
import { AtomsProvider } from '@/atoms/Provider';

/**
 * The associations' pages (journeys, report): their islands share a Jotai store, one across
 * the steps. Each page brings the messages its islands read (features/shell IslandMessages,
 * lib/i18n/clientMessages `JOURNEY_PAGE_NAMESPACES`): a step reads none of the other
 * steps'. The rest of the default layout (home, errors, display settings) has no such
 * island and does without.
 */
export default function AssociationsLayout({ children }: { children: ReactNode }) {
  return <AtomsProvider>{children}</AtomsProvider>;
}
