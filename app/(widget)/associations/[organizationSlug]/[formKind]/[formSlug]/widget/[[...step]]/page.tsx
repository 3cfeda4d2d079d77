import { JourneyRoute, journeyRouteMetadata, type JourneyRouteProps } from '@/app/_journeys/journeyRoute';

export const generateMetadata = journeyRouteMetadata;

/** SPEC §2: the widget copy of a form's journey, …/{form}/widget/{step}[/en], framed by the association's site. */
export default function JourneyWidgetPage(props: JourneyRouteProps) {
  return <JourneyRoute {...props} widget />;
}
