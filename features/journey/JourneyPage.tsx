import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formPageTitle } from '@/forms/formErrorFlag';
import { journeyStepTitles } from '@/forms/JourneyFrame';
import {
  dropCartPath,
  formRefFromRoute,
  type FormRouteParams,
  type JourneyVariant,
  parseStepSegments,
  stepPath,
} from '@/lib/routes/journey';
import { restartPath } from '@/lib/rememberedCart';
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import { journeyKindOf } from './journeyKinds';
import { loadForm, loadJourneyCart } from './queries';
import { JourneyStepPage } from './step-page/JourneyStepPage';
import {
  journeyStepView,
  leaveStepIfNotReady,
  type SearchParams,
  type WithIslandMessages,
} from './step-page/journeyStepView';

export interface JourneyRouteParams extends FormRouteParams {
  /** The optional catch-all after the formTitle: [], [step], [step, 'en'] or ['en']. */
  step?: string[];
}

/** "Vos coordonnées – Soutenir nos actions" (the layout's template adds the brand). */
export async function journeyMetadata(params: JourneyRouteParams): Promise<Metadata> {
  const parsed = parseStepSegments(params.step);
  const ref = formRefFromRoute(params);
  const kind = ref ? journeyKindOf(ref.formType) : null;
  const aggregate = parsed && ref ? await loadForm(ref) : null;
  if (!parsed || !aggregate || !kind) return {};
  const t = await getTranslations('Journey');
  const titles = await journeyStepTitles(kind.formType);
  const noindex = aggregate.seoTags.robots === 'noindex,nofollow' || aggregate.form.state !== 'Public';
  const title = t('pageTitle', {
    step: parsed.step,
    total: JOURNEY_STEPS,
    stepTitle: titles[parsed.step - 1] ?? '',
    formTitle: aggregate.form.title,
  });
  return {
    title: await formPageTitle(title),
    description: aggregate.seoTags.description,
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}

export interface JourneyPageProps {
  params: JourneyRouteParams;
  searchParams: SearchParams;
  /** The widget copy of the journey (framed, transparent layout). */
  widget: boolean;
  /** Composed by the app: the admin shortcuts bar for form admins. */
  adminShortcuts?: ReactNode;
  /** The form's settings in the back-office, for the draft / disabled / deleted banners (admins only). */
  settingsHref?: string;
  withIslandMessages: WithIslandMessages;
}

/**
 * The journey engine's page (SPEC §2): four steps — the choice (an amount, or places),
 * the payer (and participants), the summary and the payment — each a server-rendered
 * page whose form posts to the same server actions for every kind, so the journey works
 * without JavaScript; the cart lives in the API, its id in a cookie. What differs per
 * kind comes from its definition (./journeyKinds) and its own step parts.
 */
export async function JourneyPage({
  params,
  searchParams,
  widget,
  adminShortcuts,
  settingsHref,
  withIslandMessages,
}: JourneyPageProps) {
  const parsed = parseStepSegments(params.step);
  const ref = formRefFromRoute(params);
  const kind = ref ? journeyKindOf(ref.formType) : null;
  if (!parsed || !ref || !kind) notFound();
  const variant: JourneyVariant = { widget, english: parsed.english };
  const aggregate = await loadForm(ref);
  if (!aggregate || aggregate.form.formType !== ref.formType) notFound();

  const journey = await loadJourneyCart(ref);
  if (journey.status === 'dropped') {
    redirect(
      dropCartPath(
        ref,
        restartPath(ref, variant, journey.code === 'CART_EXPIRED' ? 'expire' : 'introuvable', journey.cookie),
      ),
    );
  }
  const cart = journey.status === 'open' ? journey.cart : null;
  if (parsed.step > 1 && !cart) redirect(stepPath(ref, 1, variant));
  if (cart) leaveStepIfNotReady(ref, parsed.step, cart, variant);
  return (
    <JourneyStepPage
      view={journeyStepView({
        ref,
        kind,
        aggregate,
        cart,
        step: parsed.step,
        variant,
        searchParams,
        adminShortcuts,
        settingsHref,
        withIslandMessages,
      })}
    />
  );
}
