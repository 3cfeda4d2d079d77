import { JourneyRoute, journeyRouteMetadata, type JourneyRouteProps } from '@/app/_journeys/journeyRoute';

export const generateMetadata = journeyRouteMetadata;

/** SPEC §2: /associations/{org}/{kind}/{form}[/{step}][/en] — a form's journey (formulaires, evenements…). */
export default function JourneyPage(props: JourneyRouteProps) {
  return <JourneyRoute {...props} widget={false} />;
}
