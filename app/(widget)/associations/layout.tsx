import type { ReactNode } from 'react';
import { AtomsProvider } from '@/atoms/Provider';

/**
 * The widget copies of the journeys: their islands share a Jotai store, one across the
 * steps; each page brings the messages its islands read (features/shell IslandMessages).
 * Here rather than in the group's layout, below its error boundary, as for the default
 * layout's associations pages.
 */
export default function WidgetAssociationsLayout({ children }: { children: ReactNode }) {
  return <AtomsProvider>{children}</AtomsProvider>;
}
