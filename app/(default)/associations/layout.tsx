import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { JOURNEY_NAMESPACES } from '@/lib/i18n/clientMessages';

/**
 * The associations' pages (journeys, report, orders' regularisation): their islands
 * translate in the browser and share a Jotai store. The rest of the default layout
 * (home, errors, display settings) has no such island and does without (IslandProviders).
 */
export default function AssociationsLayout({ children }: { children: ReactNode }) {
  return <IslandProviders namespaces={JOURNEY_NAMESPACES}>{children}</IslandProviders>;
}
