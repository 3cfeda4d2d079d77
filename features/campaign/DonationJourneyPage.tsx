import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { CampaignHeader } from '@/design-system/patterns/CampaignHeader/CampaignHeader';
import type { Cart, Payer } from '@/lib/api/contracts/carts';
import { basePath, brandName, mainSiteUrl } from '@/lib/config';
import {
  dropCartPath,
  paymentPagePath,
  parseRestartQuery,
  type RestartMemory,
  parseStepSegments,
  restartPath,
  stepPath,
  type JourneyStep,
  type JourneyVariant,
} from '@/lib/journeyRoutes';
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import { formatDDMMYYYY, parseIsoDate, calendarDateInParis } from '@/lib/rules/dates';
import { centsToDecimalText } from '@/lib/rules/money';
import { suggestTip } from '@/lib/rules/tip';
import { leaveEmail, submitAmount, submitPayer, submitSummary, type JourneyContext } from './actions';
import { AmountStepForm } from './AmountStepForm';
import {
  cartDonation,
  rememberedDonation,
  defaultFrequency,
  defaultPaymentDay,
  donationOffer,
  minCentsFor,
  payerRequirements,
  type DonationOffer,
  donationFormOf,
} from './donation';
import { rememberedItemsOf } from './cartCookieValue';
import { CartMirror, CartTimer, FirstClickTracker, StepHeading } from './JourneyIslands';
import { PayerStepForm } from './PayerStepForm';
import { ProspectForm } from './ProspectForm';
import { loadForm, loadJourneyCart } from './queries';
import { OTHER_AMOUNT } from './schema';
import { SummaryStepForm } from './SummaryStepForm';
import { isRefusedFormPost } from './formErrorFlag';
import { page } from './layout.css';

export interface DonationRouteParams {
  organizationSlug: string;
  campaignSlug: string;
  /** The optional catch-all after the campaign: [], [step], [step, 'en'] or ['en']. */
  step?: string[];
}

export type SearchParams = Record<string, string | string[] | undefined>;

const STEP_KEYS = ['amount', 'payer', 'summary', 'payment'] as const;

async function stepTitles() {
  const t = await getTranslations('Campaign.steps');
  return STEP_KEYS.map((key) => t(key));
}

/** "Vos coordonnées – Soutenir nos actions" (the layout's template adds the brand). */
export async function donationJourneyMetadata(params: DonationRouteParams): Promise<Metadata> {
  const parsed = parseStepSegments(params.step);
  const aggregate = parsed ? await loadForm(donationFormOf(params)) : null;
  if (!parsed || !aggregate) return {};
  const t = await getTranslations('Campaign');
  const titles = await stepTitles();
  const noindex = aggregate.seoTags.robots === 'noindex,nofollow' || aggregate.form.state !== 'Public';
  const title = t('pageTitle', {
    step: parsed.step,
    total: JOURNEY_STEPS,
    stepTitle: titles[parsed.step - 1] ?? '',
    campaign: aggregate.form.title,
  });
  return {
    title: (await isRefusedFormPost()) ? (await getTranslations('Forms'))('errorTitle', { title }) : title,
    description: aggregate.seoTags.description,
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}

function payerDefaults(payer: Payer | null): Record<string, string | undefined> {
  if (!payer) return {};
  const birth = payer.birthDate ? parseIsoDate(payer.birthDate) : null;
  return {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    emailConfirmation: payer.email,
    address: payer.address ?? undefined,
    zipCode: payer.zipCode ?? undefined,
    city: payer.city ?? undefined,
    birthDate: birth ? formatDDMMYYYY(birth) : undefined,
    isCompany: payer.companyName ? 'on' : undefined,
    companyName: payer.companyName ?? undefined,
    companySiren: payer.companySiren ?? undefined,
    companyLegalStatusId: payer.companyLegalStatusId ? String(payer.companyLegalStatusId) : undefined,
  };
}

function amountDefaults(offer: DonationOffer, cart: Cart | null, memory: RestartMemory) {
  const held = cartDonation(cart, offer) ?? rememberedDonation(memory.items, offer);
  const frequency = held?.frequency ?? defaultFrequency(offer);
  const cents = held?.amountCents;
  if (cents === null || cents === undefined) return { frequency };
  return offer.presets.includes(cents) ?
      { frequency, amount: String(cents) }
    : { frequency, amount: OTHER_AMOUNT, amountOther: centsToDecimalText(cents) };
}

export interface DonationJourneyPageProps {
  params: DonationRouteParams;
  searchParams: SearchParams;
  /** The widget copy of the journey (framed, transparent layout). */
  widget: boolean;
  /** Composed by the app: the admin shortcuts bar for form admins. */
  adminShortcuts?: ReactNode;
  /** The form's settings in the back-office, for the draft / disabled / deleted banners (admins only). */
  settingsHref?: string;
}

/**
 * A donation form (SPEC §2, `formulaires`): four steps — amount, payer, summary and
 * payment — each a server-rendered page whose form posts to a server action, so the
 * journey works without JavaScript; the cart lives in the API, its id in a cookie.
 */
export async function DonationJourneyPage({
  params,
  searchParams,
  widget,
  adminShortcuts,
  settingsHref,
}: DonationJourneyPageProps) {
  const parsed = parseStepSegments(params.step);
  if (!parsed) notFound();
  const ref = donationFormOf(params);
  const variant: JourneyVariant = { widget, english: parsed.english };
  const aggregate = await loadForm(ref);
  if (!aggregate || aggregate.form.formType !== 'Donation') notFound();
  const { form, organization, compliance } = aggregate;
  const offer = donationOffer(form);
  const step: JourneyStep = parsed.step;

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
  if (step > 1 && !cart) redirect(stepPath(ref, 1, variant));
  if (cart && step >= 3 && !cart.payer) redirect(stepPath(ref, 2, variant));
  if (cart && step === 4) {
    redirect(cart.paymentRequestId ? paymentPagePath(cart.paymentRequestId, variant) : stepPath(ref, 3, variant));
  }

  const [t, tMeta, titles] = await Promise.all([
    getTranslations('Campaign'),
    getTranslations('Metadata'),
    stepTitles(),
  ]);
  const stepTitle = titles[step - 1] ?? '';
  const pageTitle = tMeta('titleTemplate', {
    title: t('pageTitle', { step, total: JOURNEY_STEPS, stepTitle, campaign: form.title }),
    brand: brandName,
  });
  const context: JourneyContext = { ...ref, ...variant };
  const tracking = {
    formId: form.id,
    formSlug: form.formSlug,
    organizationSlug: form.organizationSlug,
    formType: form.formType,
  };
  const restart = parseRestartQuery(searchParams);
  const restartHref = `${basePath}${dropCartPath(
    ref,
    restartPath(ref, variant, 'expire', {
      cartId: cart?.id ?? null,
      items: cart ? rememberedItemsOf(cart) : [],
    }),
  )}`;
  const stepHref = (target: JourneyStep) => `${basePath}${stepPath(ref, target, variant)}`;

  const stateBanner =
    form.state === 'Draft' || form.state === 'Disabled' || form.state === 'Deleted' ?
      <Banner
        tone="warning"
        title={t(`state.${form.state}.title`)}
        action={
          form.hasAdminRights && settingsHref ?
            { label: t('state.settings'), href: settingsHref, external: true }
          : undefined
        }
      >
        {t(`state.${form.state}.message`)}
      </Banner>
    : null;
  const collectBanner =
    compliance.allowCollect === false ?
      <Banner tone="warning" title={t('collectBlocked.title')}>
        {t('collectBlocked.message', { organization: organization.name })}
      </Banner>
    : null;

  const header = (
    <CampaignHeader
      title={form.title}
      organization={{ name: organization.name }}
      collectedCents={form.amountCollected}
      goalCents={form.goal}
      percentage={form.fundingPercentage ?? undefined}
      contributorsCount={form.contributorsCount}
    >
      {form.description ?
        <p>{form.description}</p>
      : null}
    </CampaignHeader>
  );

  if (form.paymentSuspended) {
    return (
      <Container width="reading">
        <div className={page}>
          <Stack gap="xlarge">
            {adminShortcuts}
            {stateBanner}
            {header}
            <Stack gap="large">
              <Banner tone="warning" title={t('suspended.title')} headingLevel={2}>
                {t('suspended.message')}
              </Banner>
              <ProspectForm action={leaveEmail.bind(null, context)} pageTitle={pageTitle} />
            </Stack>
          </Stack>
        </div>
      </Container>
    );
  }

  let content: ReactNode;
  if (step === 1) {
    content = (
      <AmountStepForm
        action={submitAmount.bind(null, context)}
        options={{
          offersChoice: offer.offersChoice,
          defaultFrequency: defaultFrequency(offer),
          minCents: { once: minCentsFor(form, offer.onceTier), monthly: minCentsFor(form, offer.monthlyTier) },
          maxCents: offer.maxCents,
        }}
        presets={offer.presets}
        hasFiscalReduction={offer.hasFiscalReduction}
        defaultValue={amountDefaults(offer, cart, restart.memory)}
        pageTitle={pageTitle}
        submitLabel={t('next')}
        tracking={tracking}
      />
    );
  } else if (step === 2) {
    content = (
      <PayerStepForm
        action={submitPayer.bind(null, context)}
        requirements={payerRequirements(form)}
        defaultValue={payerDefaults(cart?.payer ?? null)}
        cartId={cart?.id ?? null}
        backHref={stepHref(1)}
        pageTitle={pageTitle}
        submitLabel={t('next')}
        tracking={tracking}
      />
    );
  } else {
    const held = cartDonation(cart, offer);
    const donationCents = cart?.paymentTerms[0].realAmount ?? held?.amountCents ?? 0;
    const perPayment =
      cart?.installments.frequency === 'Monthly' ? (held?.amountCents ?? donationCents) : donationCents;
    const monthly = cart?.installments.frequency === 'Monthly';
    const suggestion = cart?.tipData.tipSuggestion ?? suggestTip(perPayment).suggestionCents;
    const tipCents = cart?.tipData.tipChosen ?? suggestion;
    const tDonation = await getTranslations('Donation.summary');
    content = (
      <SummaryStepForm
        action={submitSummary.bind(null, context)}
        options={{ monthly, maxPaymentDay: offer.maxPaymentDay, requiresCgv: form.requiresCgv }}
        donationLabel={tDonation(monthly ? 'donationLineMonthly' : 'donationLine', { organization: organization.name })}
        donationCents={perPayment}
        tipSuggestionCents={suggestion}
        brandName={brandName}
        defaultValue={{
          tip: centsToDecimalText(tipCents),
          paymentDay:
            cart?.installments.frequency === 'Monthly' ? String(cart.installments.paymentDay)
            : monthly ? String(defaultPaymentDay(calendarDateInParis(new Date()).day, offer.maxPaymentDay))
            : undefined,
        }}
        cartId={cart?.id ?? null}
        termsHref={`${mainSiteUrl}/cgu-utilisateurs`}
        privacyHref={`${mainSiteUrl}/confidentialite`}
        backHref={stepHref(2)}
        pageTitle={pageTitle}
        tracking={tracking}
      />
    );
  }

  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          {adminShortcuts}
          {stateBanner}
          {collectBanner}
          {header}
          <FirstClickTracker formId={form.id} formType={form.formType}>
            <Stack gap="large" as="section" aria-labelledby="etape-titre">
              <Stepper
                steps={titles.map((title, index) => ({
                  title,
                  href: index + 1 < step ? stepHref((index + 1) as JourneyStep) : undefined,
                }))}
                currentStep={step}
              />
              {cart ?
                <CartTimer expiresAt={cart.currentCartExpirationTime} restartHref={restartHref} />
              : null}
              <StepHeading id="etape-titre">{stepTitle}</StepHeading>
              {step === 1 && restart.reason ?
                <Banner tone="warning" title={t(`restart.${restart.reason}.title`)}>
                  {restart.memory.items.length > 0 ?
                    t(`restart.${restart.reason}.keptAmount`)
                  : t(`restart.${restart.reason}.message`)}
                </Banner>
              : null}
              {content}
            </Stack>
          </FirstClickTracker>
        </Stack>
      </div>
      <CartMirror cart={cart} droppedCartId={restart.droppedCartId} />
    </Container>
  );
}
