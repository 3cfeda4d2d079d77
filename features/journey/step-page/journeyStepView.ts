/**
 * What a step page shows, however the journey was reached: a form's own address
 * (../JourneyPage) or the checkout of a prepared cart (../prepared-cart/PreparedCartPage).
 * Both pages read their route, then build the view here, once.
 */
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { basePath } from '@/lib/config';
import {
  dropCartPath,
  type FormRouteParams,
  type JourneyStep,
  type JourneyVariant,
  stepPath,
} from '@/lib/routes/journey';
import { parseRestartQuery, restartPath } from '@/lib/rememberedCart';
import { paymentPagePath } from '@/lib/routes/payment';
import { urlSegmentFromFormType, type FormRef } from '@/lib/kinds/formKinds';
import { rememberedItemsOf } from '../cart/cartCookieValue';
import { CONTRIBUTOR_PAGES_PARAM, requestedPages } from '../contributors/contributors';
import type { JourneyKind } from '../journeyKinds';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Composed by the app: `page` inside next-intl's client with the messages at `namespaces`,
 * those its islands read (lib/i18n/clientMessages `journeyPageNamespaces`).
 */
export type WithIslandMessages = (namespaces: readonly string[], page: ReactNode) => ReactNode;

/** What the route gives a step page: the form, its kind, the cart and the address's variant. */
export interface JourneyStepRoute {
  ref: FormRef;
  kind: JourneyKind;
  aggregate: FormAggregate;
  /** The open cart; null before step 1 made one. */
  cart: Cart | null;
  step: JourneyStep;
  variant: JourneyVariant;
  /** The page's query: a restart's reason and memory, the contributors' pages. A checkout reads none. */
  searchParams: SearchParams;
  /** Composed by the app: the admin shortcuts bar for form admins. */
  adminShortcuts?: ReactNode;
  /** The form's settings in the back-office, for the draft / disabled / deleted banners (admins only). */
  settingsHref?: string | undefined;
  withIslandMessages: WithIslandMessages;
}

export interface JourneyStepView extends Omit<JourneyStepRoute, 'searchParams'> {
  /** Where the cart timer sends the payer once the cart expired. */
  restartHref: string;
  restart: ReturnType<typeof parseRestartQuery>;
  /** How many pages of contributors step 1 lists (funding kinds); null: none. */
  contributorPages: number | null;
  /** The form's route, for the contributors' next pages. */
  routeParams: FormRouteParams;
}

/** A checkout starts from the cart it was given: no restart to tell of, nothing kept. */
const NO_RESTART: JourneyStepView['restart'] = { reason: null, memory: { items: [] }, droppedCartId: null };

export function journeyStepView({ searchParams, ...route }: JourneyStepRoute): JourneyStepView {
  const { ref, kind, cart, variant } = route;
  const checkout = Boolean(variant.checkout);
  return {
    ...route,
    // A form's journey forgets the cart and starts again with its choices kept; a checkout's
    // cart cannot be made again: its step 1 shows the expiration page.
    restartHref:
      checkout ?
        `${basePath}${stepPath(ref, 1, variant)}`
      : `${basePath}${dropCartPath(
          ref,
          restartPath(ref, variant, 'expire', {
            cartId: cart?.id ?? null,
            items: cart ? rememberedItemsOf(cart) : [],
          }),
        )}`,
    restart: checkout ? NO_RESTART : parseRestartQuery(searchParams),
    // A checkout's step 1 is the cart, not the form's page: no contributors.
    contributorPages: kind.funding && !checkout ? requestedPages(searchParams[CONTRIBUTOR_PAGES_PARAM]) : null,
    routeParams: {
      organizationSlug: ref.organizationSlug,
      formKind: urlSegmentFromFormType(ref.formType),
      formSlug: ref.formSlug,
    },
  };
}

/**
 * Steps 3 and 4 need the payer of step 2, and step 4 is the card page of the cart's
 * payment (or step 3 before there is one): a step the cart is not ready for redirects.
 */
export function leaveStepIfNotReady(ref: FormRef, step: JourneyStep, cart: Cart, variant: JourneyVariant): void {
  if (step >= 3 && !cart.payer) redirect(stepPath(ref, 2, variant));
  if (step === 4) {
    redirect(cart.paymentRequestId ? paymentPagePath(cart.paymentRequestId, variant) : stepPath(ref, 3, variant));
  }
}
