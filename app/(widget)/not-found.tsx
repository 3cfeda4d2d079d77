import { ErrorView } from '@/features/errors/ErrorView';

/**
 * An embedded form whose form, cart or payment does not exist (notFound()): the 404 page of
 * SPEC §8 inside the frame, without the site's chrome (there is no root not-found.tsx:
 * app/global-not-found.tsx answers the addresses that match no page).
 */
export default function WidgetNotFound() {
  return <ErrorView errorKey="404" />;
}
