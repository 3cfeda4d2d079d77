import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Link } from '@/design-system/components/Link/Link';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { CampaignHeader } from '@/design-system/patterns/CampaignHeader/CampaignHeader';
import type { Payer } from '@/lib/api/contracts/carts';
import { basePath, brandName, mainSiteUrl } from '@/lib/config';
import {
  dropCartPath,
  formRefFromRoute,
  type FormRouteParams,
  paymentPagePath,
  parseRestartQuery,
  reportPath,
  parseStepSegments,
  restartPath,
  stepPath,
  type JourneyStep,
  type JourneyVariant,
} from '@/lib/journeyRoutes';
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import { formatDDMMYYYY, parseIsoDate } from '@/lib/rules/dates';
import { suggestTip } from '@/lib/rules/tip';
import { amountInputText } from '@/lib/rules/amounts';
import type { RulesLocale } from '@/lib/rules/money';
import { submitChoice } from './actions/choiceAction';
import { submitPayer } from './actions/payerAction';
import { leaveEmail } from './actions/prospectAction';
import type { JourneyContext } from './actions/stepState';
import { submitSummary } from './actions/summaryAction';
import { rememberedItemsOf } from './cart/cartCookieValue';
import { choiceStepOf } from './choice/choiceStep';
import { journeyKindOf } from './journeyKinds';
import { participantBlocks, participantDefaults } from './participants/participants';
import type { SummaryParts } from './stepParts';
import { CartMirror, CartTimer, FirstClickTracker, StepHeading } from './JourneyIslands';
import { loadContributors, loadForm, loadJourneyCart } from './queries';
import { Contributors } from './contributors/Contributors';
import { CONTRIBUTOR_PAGES_PARAM, requestedPages } from './contributors/contributors';
import { PayerStepForm, ProspectForm, SummaryStepForm } from './stepForms';
import { summaryTaxReduction } from './summary/summaryTaxReduction';
import { translateRef } from '@/lib/i18n/translateRef';
import { formPageTitle } from '@/forms/formErrorFlag';
import { page } from './layout.css';
import { stepFormId } from './stepFormIds';
import { PreparedCartStep } from './prepared-cart/PreparedCartStep';
import type { JourneyKind } from './journeyKinds';
import type { Cart } from '@/lib/api/contracts/carts';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { stepTitleKeysOf, type FormRef } from '@/lib/kinds/formKinds';
import { journeyPageNamespaces } from '@/lib/i18n/clientMessages';

export interface JourneyRouteParams extends FormRouteParams {
  /** The optional catch-all after the campaign: [], [step], [step, 'en'] or ['en']. */
  step?: string[];
}

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Composed by the app: `page` inside next-intl's client with the messages at `namespaces`,
 * those its islands read (lib/i18n/clientMessages `journeyPageNamespaces`).
 */
export type WithIslandMessages = (namespaces: readonly string[], page: ReactNode) => ReactNode;

async function stepTitles(keys: readonly string[]) {
  const t = await getTranslations('Journey.steps');
  return keys.map((key) => t(key));
}

/** "Vos coordonnées – Soutenir nos actions" (the layout's template adds the brand). */
export async function journeyMetadata(params: JourneyRouteParams): Promise<Metadata> {
  const parsed = parseStepSegments(params.step);
  const ref = formRefFromRoute(params);
  const kind = ref ? journeyKindOf(ref.formType) : null;
  const aggregate = parsed && ref ? await loadForm(ref) : null;
  if (!parsed || !aggregate || !kind) return {};
  const t = await getTranslations('Journey');
  const titles = await stepTitles(stepTitleKeysOf(kind.formType));
  const noindex = aggregate.seoTags.robots === 'noindex,nofollow' || aggregate.form.state !== 'Public';
  const title = t('pageTitle', {
    step: parsed.step,
    total: JOURNEY_STEPS,
    stepTitle: titles[parsed.step - 1] ?? '',
    campaign: aggregate.form.title,
  });
  return {
    title: await formPageTitle(title),
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
  if (cart) leaveStepIfNotReady(ref, step, cart, variant);
  const restartHref = `${basePath}${dropCartPath(
    ref,
    restartPath(ref, variant, 'expire', {
      cartId: cart?.id ?? null,
      items: cart ? rememberedItemsOf(cart) : [],
    }),
  )}`;
  return renderJourneyStep({
    ref,
    kind,
    aggregate,
    cart,
    step,
    variant,
    restartHref,
    restart: parseRestartQuery(searchParams),
    contributorPages: kind.funding ? requestedPages(searchParams[CONTRIBUTOR_PAGES_PARAM]) : null,
    routeParams: params,
    adminShortcuts,
    settingsHref,
    withIslandMessages,
  });
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

/** What a step page shows, however the journey was reached (a form's page or a checkout). */
export interface JourneyStepView {
  ref: FormRef;
  kind: JourneyKind;
  aggregate: FormAggregate;
  /** The open cart; null before step 1 made one. */
  cart: Cart | null;
  step: JourneyStep;
  variant: JourneyVariant;
  /** Where the cart timer sends the payer once the cart expired. */
  restartHref: string;
  restart: ReturnType<typeof parseRestartQuery>;
  /** How many pages of contributors step 1 lists (funding kinds); null: none. */
  contributorPages: number | null;
  routeParams: FormRouteParams;
  adminShortcuts?: ReactNode;
  settingsHref?: string | undefined;
  withIslandMessages: WithIslandMessages;
}

export async function renderJourneyStep({
  ref,
  kind,
  aggregate,
  cart,
  step,
  variant,
  restartHref,
  restart,
  contributorPages,
  routeParams,
  adminShortcuts,
  settingsHref,
  withIslandMessages,
}: JourneyStepView) {
  const { form, organization, compliance } = aggregate;
  const widget = variant.widget;
  const checkout = variant.checkout ?? null;
  const choice = choiceStepOf(kind);
  const [t, tMeta, tReport, titles, locale] = await Promise.all([
    getTranslations('Journey'),
    getTranslations('Metadata'),
    getTranslations('Report'),
    // Step 1 of a checkout shows the cart it was given, whatever its form: "Votre panier".
    stepTitles(stepTitleKeysOf(kind.formType, Boolean(checkout))),
    getLocale() as Promise<RulesLocale>,
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
      collectedCents={kind.funding ? form.amountCollected : undefined}
      goalCents={form.goal}
      percentage={form.fundingPercentage ?? undefined}
      contributorsCount={kind.funding ? form.contributorsCount : undefined}
    >
      {form.description ?
        <p>{form.description}</p>
      : null}
      {choice.HeaderFacts ?
        <choice.HeaderFacts form={form} />
      : null}
    </CampaignHeader>
  );

  // Every state of the page: the admin bar, the form's state, its header, then `body`; with
  // the messages of what it shows (the prospect form of a suspended form, or the step).
  const islandNamespaces = journeyPageNamespaces(kind, form.paymentSuspended ? 'suspended' : step, Boolean(checkout));
  const frame = (body: ReactNode, after?: ReactNode) =>
    withIslandMessages(
      islandNamespaces,
      <Container width="reading">
        <div className={page}>
          <Stack gap="xlarge">
            {adminShortcuts}
            {stateBanner}
            {form.paymentSuspended ? null : collectBanner}
            {header}
            {body}
            {/* Framed on another site, the widget leaves reporting to the form's own page; a
              checkout's cart is private, not a public page to report. */}
            {widget || checkout ? null : (
              <p>
                <Link href={`${basePath}${reportPath(ref)}`}>{tReport('link')}</Link>
              </p>
            )}
          </Stack>
        </div>
        {after}
      </Container>,
    );

  if (form.paymentSuspended) {
    return frame(
      <Stack gap="large">
        <Banner tone="warning" title={t('suspended.title')} headingLevel={2}>
          {t('suspended.message')}
        </Banner>
        <ProspectForm
          action={leaveEmail.bind(null, context)}
          formId={stepFormId(kind, 'prospect')}
          pageTitle={pageTitle}
        />
      </Stack>,
    );
  }

  const stepInput = {
    aggregate,
    formIdPrefix: kind.formIdPrefix,
    cart,
    memory: restart.memory,
    context,
    pageTitle,
    tracking,
  };
  const contributors =
    step === 1 && contributorPages !== null && !checkout ? await loadContributors(ref, contributorPages) : null;
  let content: ReactNode;
  const summaryParts = () => choice.summary(aggregate, cart, kind);
  if (step === 1 && checkout) {
    content = (
      <PreparedCartStep organizationName={organization.name} parts={await summaryParts()} nextHref={stepHref(2)} />
    );
  } else if (step === 1) {
    content = <choice.Choice {...stepInput} facts={kind} action={submitChoice.bind(null, context)} />;
  } else if (step === 2) {
    const participants =
      kind.participants !== 'none' && cart ?
        participantBlocks(form, cart, { named: kind.participants === 'named', unit: kind.unit })
      : [];
    content = (
      <PayerStepForm
        action={submitPayer.bind(null, context)}
        requirements={kind.payerRequirements(form)}
        defaultValue={{
          ...payerDefaults(cart?.payer ?? null),
          ...participantDefaults(participants, cart?.payer ?? null),
        }}
        participants={participants}
        formId={stepFormId(kind, 'coordonnees')}
        kindCopy={kind.payerCopy}
        cartId={cart?.id ?? null}
        backHref={stepHref(1)}
        pageTitle={pageTitle}
        submitLabel={t('next')}
        tracking={tracking}
      />
    );
  } else {
    const parts: SummaryParts = await summaryParts();
    const suggestion = cart?.tipData.tipSuggestion ?? suggestTip(parts.amountCents).suggestionCents;
    const taxReduction = summaryTaxReduction(form, cart?.payer, choice.receiptEligibleCents(parts, form, cart, kind));
    content = (
      <SummaryStepForm
        action={submitSummary.bind(null, context)}
        formType={form.formType}
        {...parts}
        taxReduction={taxReduction ? await translateRef(taxReduction) : undefined}
        tipSuggestionCents={suggestion}
        brandName={brandName}
        defaultValue={{
          ...parts.defaultValue,
          tip: amountInputText(cart?.tipData.tipChosen ?? (parts.amountCents > 0 ? suggestion : 0), locale),
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

  return frame(
    <>
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
      {contributors ?
        <Contributors
          route={routeParams}
          initial={contributors}
          labels={{ title: t('contributors.title'), empty: t('contributors.empty'), more: t('contributors.more') }}
        />
      : null}
    </>,
    <CartMirror cart={cart} droppedCartId={restart.droppedCartId} />,
  );
}
