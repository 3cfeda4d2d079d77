import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { confirmationPagePath } from '@/lib/routes/payment';
import { isCartId, type JourneyStep, type JourneyVariant, parseStepSegments } from '@/lib/routes/journey';
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import { formTypeFromUrlSegment, stepTitleKeysOf, type FormRef } from '@/lib/kinds/formKinds';
import { formPageTitle } from '@/forms/formErrorFlag';
import { journeyKindOf } from '../journeyKinds';
import { loadCheckoutCart, loadForm } from '../queries';
import { JourneyStepPage } from '../step-page/JourneyStepPage';
import { journeyStepView, leaveStepIfNotReady, type WithIslandMessages } from '../step-page/journeyStepView';

export interface PreparedCartRouteParams {
  organizationSlug: string;
  cartId: string;
  /** The scoped address's form: `/associations/{org}/{formKind}/{formSlug}/checkout/{cartId}`. */
  formKind?: string;
  formSlug?: string;
  /** The optional catch-all after the cart id: [], [step], [step, 'en'] or ['en']. */
  step?: string[];
}

/** The form a scoped checkout address names; null for `/associations/{org}/checkout/{cartId}`. */
function scopeOf({ organizationSlug, formKind, formSlug }: PreparedCartRouteParams): FormRef | null | 'invalid' {
  if (formKind === undefined || formSlug === undefined) return null;
  const formType = formTypeFromUrlSegment(formKind);
  return formType ? { organizationSlug, formType, formSlug } : 'invalid';
}

/** The checkout an address names, as the API sees it now; null when no page of it exists (404). */
async function resolvePreparedCart(params: PreparedCartRouteParams) {
  const parsed = parseStepSegments(params.step);
  const scope = scopeOf(params);
  if (!parsed || scope === 'invalid' || !isCartId(params.cartId)) return null;
  const found = await loadCheckoutCart(params.organizationSlug, params.cartId, scope);
  if (found.status !== 'gone' && scope && found.cart.formType !== scope.formType) return null;
  return { parsed, scope, found };
}

/** "Étape 2 sur 4 – Vos coordonnées – Commande en ligne"; never indexed: a cart is private. */
export async function preparedCartMetadata(params: PreparedCartRouteParams): Promise<Metadata> {
  const resolved = await resolvePreparedCart(params);
  const robots = { index: false, follow: false };
  if (!resolved || resolved.found.status === 'gone') return { robots };
  const [t, tSteps] = await Promise.all([getTranslations('Journey'), getTranslations('Journey.steps')]);
  const { cart } = resolved.found;
  const step = resolved.parsed.step;
  const aggregate = await loadForm({
    organizationSlug: cart.organizationSlug,
    formType: cart.formType,
    formSlug: cart.formSlug,
  });
  const title = t('pageTitle', {
    step,
    total: JOURNEY_STEPS,
    stepTitle: tSteps(stepTitleKeysOf(null, true)[step - 1] ?? 'cart'),
    formTitle: aggregate?.form.title ?? '',
  });
  return { title: await formPageTitle(title), robots };
}

export interface PreparedCartPageProps {
  params: PreparedCartRouteParams;
  /** Composed by the app: the SPEC §8 expiration page, shown when the cart has expired. */
  expiredView: ReactNode;
  /** Composed by the app: the messages of the step's islands around it. */
  withIslandMessages: WithIslandMessages;
}

/**
 * The checkout of a prepared cart (SPEC §2): step 1 shows the cart, steps 2–4 are the
 * journey engine's (payer, tip and consents, card), under the cart's address. An unknown
 * cart is a 404; an expired one, the expiration page; a paid one, its confirmation.
 */
export async function PreparedCartPage({ params, expiredView, withIslandMessages }: PreparedCartPageProps) {
  const resolved = await resolvePreparedCart(params);
  if (!resolved) notFound();
  const { parsed, scope, found } = resolved;
  if (found.status === 'gone') {
    if (found.code === 'CART_EXPIRED') return expiredView;
    notFound();
  }
  const { cart } = found;
  const english = parsed.english;
  if (found.status === 'paid') {
    if (!cart.paymentRequestId) notFound();
    redirect(confirmationPagePath(cart.paymentRequestId, { english }));
  }
  const ref: FormRef = { organizationSlug: cart.organizationSlug, formType: cart.formType, formSlug: cart.formSlug };
  const kind = journeyKindOf(ref.formType);
  const aggregate = await loadForm(ref);
  if (!kind || !aggregate) notFound();
  const variant: JourneyVariant = {
    widget: false,
    english,
    checkout: { cartId: cart.id, scoped: scope !== null },
  };
  const step: JourneyStep = parsed.step;
  leaveStepIfNotReady(ref, step, cart, variant);
  return (
    <JourneyStepPage
      view={journeyStepView({ ref, kind, aggregate, cart, step, variant, searchParams: {}, withIslandMessages })}
    />
  );
}
