import type { ReactNode } from 'react';
import { IslandProviders } from '@/features/shell/IslandProviders';
import { JOURNEY_NAMESPACES } from '@/lib/i18n/clientMessages';

/**
 * The widget copies of the journeys: their islands translate in the browser and share a
 * Jotai store (IslandProviders). Here rather than in the group's layout, below its error
 * boundary, as for the default layout's associations pages.
 */
export default function WidgetAssociationsLayout({ children }: { children: ReactNode }) {
  return <IslandProviders namespaces={JOURNEY_NAMESPACES}>{children}</IslandProviders>;
}
