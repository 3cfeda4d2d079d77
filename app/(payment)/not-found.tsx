import { ErrorView } from '@/features/errors/ErrorView';

/**
 * A page of this layout that calls notFound() (an unknown form, cart or payment): the 404
 * page of SPEC §8 inside this layout's chrome. Without it, the root not-found page would
 * render its own chrome inside this one.
 */
export default function LayoutNotFound() {
  return <ErrorView errorKey="404" />;
}
