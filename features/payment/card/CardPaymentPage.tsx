import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import { cardReturnAddress } from '@/lib/api/upstream';
import { basePath, brandName } from '@/lib/config';
import type { Outcome } from '@/lib/routes/journey';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { abandonPayment, changeCard, continuePayment, pollPayment } from '../actions';
import { CardForm } from './CardForm';
import { providerFieldError } from './card';
import { failureMessage } from '../failureMessage';
import { cardPagePath, outcomePath, paidPath, type PaymentContext } from '../destinations';
import { cardPageStep } from '../outcome/outcome';
import { PaymentFrame } from '../PaymentFrame';
import { PaymentPoller } from '../PaymentIslands';
import { advancePayment, loadPaymentSummary, loadProvider } from '../queries';
import { parseLocaleSegments, queryValue, type SearchParams } from '../pageParams';

/** "Erreur : " first when the provider sent the card form back with a field error (no JavaScript). */
export async function paymentPageMetadata(searchParams: SearchParams): Promise<Metadata> {
  const t = await getTranslations('Payment');
  const title = t('cardTitle');
  const tForms = await getTranslations('Forms');
  return { title: providerFieldError(queryValue(searchParams.errorCode)) ? tForms('errorTitle', { title }) : title };
}

export interface CardPaymentPageProps {
  id: string;
  locale?: string[];
  searchParams: SearchParams;
  /** Opened as /paiement/embarque-ha/{id} (SPEC §2): the provider and 3-D Secure come back there. */
  hosted?: boolean;
}

/**
 * Step 4 (SPEC §2 /paiement/embarque/{id} and /paiement/embarque-ha/{id}): a cart's card
 * payment. The payment request id (`pr_…`) is random, so the page needs no sign-in.
 */
export async function CardPaymentPage({ id, locale: segments, searchParams, hosted = false }: CardPaymentPageProps) {
  const parsed = parseLocaleSegments(segments);
  if (!parsed) notFound();
  const summary = await loadPaymentSummary(id);
  if (!summary || summary.kind !== 'Cart') notFound();
  const widget = queryValue(searchParams.widget) === '1';
  const context: PaymentContext = {
    paymentRequestId: id,
    english: parsed.english,
    widget,
    flow: { kind: 'cart', hosted },
  };
  return <CardStep context={context} summary={summary} searchParams={searchParams} />;
}

/**
 * A way out of the card step, posted without JavaScript: what it does, in a muted line,
 * then its button ("Utiliser une autre carte", "Abandonner le paiement").
 */
function HintedAction({
  action,
  hint,
  label,
  variant,
}: {
  action: () => Promise<never>;
  hint: string;
  label: string;
  variant: 'secondary' | 'tertiary';
}) {
  return (
    <form action={action}>
      <Stack gap="small">
        <Text tone="muted">{hint}</Text>
        <div>
          <Button type="submit" variant={variant}>
            {label}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export interface CardStepProps {
  context: PaymentContext;
  summary: PaymentSummary;
  searchParams: SearchParams;
  /** What is being paid, above the card form; the cart's lines when left out. */
  recap?: ReactNode;
  /** The journey's "step 4 of 4" (a cart's payment; a regularisation has no journey). @default true */
  showStepper?: boolean;
  /** The card form's button when it pays nothing (a card change); "Payer {amount}" otherwise. */
  submitLabel?: string;
  /** The card form's heading when it pays nothing (a card change); "Paiement par carte bancaire" otherwise. */
  title?: string;
}

/**
 * The card step of any payment request, a cart's or a regularisation's: the card form,
 * which posts straight to the card provider; 3-D Secure when the bank asks; then the
 * flow's confirmation or outcome page (./destinations). On each visit the payment is
 * pushed as far as it goes (an accepted card is captured), so a reload, a return from
 * 3-D Secure or a second click lands in the right place.
 */
export async function CardStep({
  context,
  summary,
  searchParams,
  recap,
  showStepper = true,
  submitLabel,
  title,
}: CardStepProps) {
  const id = context.paymentRequestId;
  const { english, widget } = context;
  const outcome = (name: Outcome, code: string | null) => outcomePath(context, summary, name, code);

  const advanced = await advancePayment(id, context.flow);
  if (!advanced?.status) notFound();
  if ('failure' in advanced) redirect(outcome('echec', advanced.failure.code));
  const step = cardPageStep(advanced.status);
  if (step.kind === 'paid') redirect(paidPath(context));
  if (step.kind === 'stopped') redirect(outcome(step.outcome, step.code));

  const [t, tRoot, locale] = await Promise.all([getTranslations('Payment'), getTranslations(), getLocale()]);
  const money = (cents: number) => formatCents(cents, locale as RulesLocale);
  const provider = await loadProvider(summary.organization.organizationSlug);
  const amountNow = summary.amount.initial;
  const pageTitle = `${t('cardTitle')} – ${tRoot('Metadata.defaultTitle', { brand: brandName })}`;
  const frame = { summary, english, widget, showStepper };

  // An order in instalments: "À payer maintenant" is its first instalment, said so, and
  // the schedule it starts is shown (the whole order above would read as the charge).
  const instalments = summary.kind === 'Cart' && summary.terms.length > 1 ? summary.terms : null;
  const shownRecap = recap ?? (
    <PriceSummary
      caption={t('recapCaption')}
      schedule={
        instalments ?
          {
            caption: t('scheduleCaption', { count: instalments.length }),
            instalments: instalments.map((term) => ({ date: term.date, amountCents: term.amount })),
          }
        : undefined
      }
      lines={summary.items.map((item, index) => ({ id: `item-${index}`, label: item.label, amountCents: item.amount }))}
      tip={
        summary.amount.tip > 0 ?
          { label: tRoot('Summary.tipLine', { brand: brandName }), amountCents: summary.amount.tip }
        : undefined
      }
      totalCents={amountNow}
      totalLabel={instalments ? t('totalNowFirstInstalment', { count: instalments.length }) : t('totalNow')}
    />
  );

  if (step.kind === 'authenticate') {
    return (
      <PaymentFrame {...frame} title={t('authenticateTitle')}>
        <Banner tone="info" title={t('authenticateTitle')} headingLevel={2}>
          {t('authenticateMessage')}
        </Banner>
        <Link href={step.url} variant="standalone">
          {t('authenticateContinue')}
        </Link>
        {advanced.status.paymentId ?
          <HintedAction
            action={changeCard.bind(null, context, advanced.status.paymentId)}
            hint={t('changeCardHint')}
            label={t('changeCard')}
            variant="secondary"
          />
        : null}
      </PaymentFrame>
    );
  }

  if (step.kind === 'processing') {
    return (
      <PaymentFrame {...frame} title={t('processingTitle')}>
        <meta httpEquiv="refresh" content="5" />
        <Banner tone="info" title={t('processingTitle')} headingLevel={2}>
          {t('processingMessage')}
        </Banner>
        <PaymentPoller poll={pollPayment.bind(null, context, advanced.status.paymentId)} />
      </PaymentFrame>
    );
  }

  // The in-app sandbox gives its provider as a path (unless an origin is configured): the
  // card form and the way back then stay on the origin the visitor opened, whatever it is.
  const providerUrl =
    advanced.status.providerUrl ??
    (provider ? `${provider.providerUrl}/payments/${encodeURIComponent(id)}/card` : null);
  if (!providerUrl) redirect(outcome('echec', 'PAYMENT_INITIALIZE_ERROR'));
  const returnUrl = cardReturnAddress(`${basePath}${cardPagePath(context)}`, providerUrl);
  const failed = failureMessage(step.errorCode, step.declineReason);

  return (
    <PaymentFrame {...frame} title={title ?? t('cardTitle')}>
      {failed ?
        <Banner tone="error" urgent title={tRoot(failed.title)}>
          {tRoot(failed.message)}
          {failed.reason ? ` ${tRoot(failed.reason)}` : null}
        </Banner>
      : null}
      {shownRecap}
      <Stack gap="small">
        <Text>{t('secure')}</Text>
        {provider?.testMode ?
          <Text tone="muted">{t('testMode')}</Text>
        : null}
      </Stack>
      <CardForm
        key={`${advanced.status.paymentId ?? 'new'}-${advanced.status.attempts}`}
        providerUrl={providerUrl}
        returnUrl={returnUrl}
        payLabel={submitLabel ?? t('pay', { amount: money(amountNow) })}
        initialProviderCode={queryValue(searchParams.errorCode)}
        onContinue={continuePayment.bind(null, context)}
        pageTitle={pageTitle}
      />
      <HintedAction
        // Bound as [context, state] like every context-bound action (lib/http/actionGuard
        // refuses a no-JS post whose bound row has another shape): the state is unused.
        action={abandonPayment.bind(null, context, null)}
        hint={t('abandonHint')}
        label={t('abandon')}
        variant="tertiary"
      />
    </PaymentFrame>
  );
}
