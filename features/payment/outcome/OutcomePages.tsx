import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { PaymentStatus, PaymentSummary } from '@/lib/api/contracts/payments';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import { readSessionTokens } from '@/lib/api/session';
import { basePath, brandName } from '@/lib/config';
import { isOutcome, type Outcome, stepPath } from '@/lib/routes/journey';
import { paymentPagePath } from '@/lib/routes/payment';
import { formKindOf, type FormRef } from '@/lib/kinds/formKinds';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { pageErrorMessages } from '@/lib/rules/errorCatalogue';
import { isConnected, readAccessToken } from '@/lib/rules/tokens';
import { orderPagePath } from '@/lib/routes/account';
import { receiptHref } from '@/lib/routes/receipt';
import { ticketHref } from '@/lib/routes/ticket';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { pollPayment, resendReceipts } from '../actions';
import { RECEIPTS_NOTICES, RECEIPTS_QUERY, type PaymentContext, type ReceiptsNotice } from '../destinations';
import { failureMessage } from '../failureMessage';
import { cardPageStep, outcomeView, paymentPlan, type OutcomeView } from './outcome';
import { journeyOfPaymentSummary, PaymentFrame } from '../PaymentFrame';
import { OutcomePanel } from './OutcomePanel';
import { ClearCart, PaymentPoller } from '../PaymentIslands';
import { advancePayment, loadPaymentStatus, loadPaymentSummary } from '../queries';
import { parseLocaleSegments, queryValue, type SearchParams } from '../pageParams';
const isRequestId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{1,100}$/.test(value);
const isCode = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_]{1,60}$/.test(value);

/** The thanks of the tab title follow the form's kind ("pour votre don" for a donation only). */
export async function confirmationMetadata(id: string): Promise<Metadata> {
  const [t, summary] = await Promise.all([getTranslations('Payment.outcome'), loadPaymentSummary(id)]);
  return {
    title: t('confirmed.title', { bought: summary ? formKindOf(summary.form.formType).words.bought : 'other' }),
  };
}

export async function redirectionMetadata(): Promise<Metadata> {
  const t = await getTranslations('Payment');
  return { title: t('redirectionTitle') };
}

async function formatter() {
  const locale = (await getLocale()) as RulesLocale;
  return (cents: number) => formatCents(cents, locale);
}

/** A signed-in payer may open the order (its page asks for its owner: anyone else gets a 404). */
async function signedIn(): Promise<boolean> {
  const { accessToken } = await readSessionTokens();
  return isConnected(accessToken ? readAccessToken(accessToken) : null);
}

/** The form whose step 1 "make another" leads to: a journey's, not a checkout's (its cart is paid). */
function againFormOf(summary: PaymentSummary | null): FormRef | null {
  const journey = journeyOfPaymentSummary(summary);
  return journey && !journey.checkout ? journey.ref : null;
}

const receiptsNoticeOf = (value: string | null | undefined): ReceiptsNotice | null =>
  (RECEIPTS_NOTICES as readonly (string | null | undefined)[]).includes(value) ? (value as ReceiptsNotice) : null;

/** The thank-you content of a paid request, with what was paid (GET /payments/summary). */
async function ConfirmedContent({
  summary,
  form,
  english,
  widget,
  context,
  receiptsNotice,
}: {
  summary: PaymentSummary;
  form: FormRef | null;
  english: boolean;
  widget: boolean;
  context: PaymentContext;
  receiptsNotice: ReceiptsNotice | null;
}) {
  const [t, tPayment, tRoot, money, connected] = await Promise.all([
    getTranslations('Payment.outcome.confirmed'),
    getTranslations('Payment'),
    getTranslations(),
    formatter(),
    signedIn(),
  ]);
  const { bought } = formKindOf(summary.form.formType).words;
  const links = [
    ...(form ? [{ label: t('again', { bought }), href: `${basePath}${stepPath(form, 1, { english, widget })}` }] : []),
    ...(connected && summary.orderId !== null ?
      [{ label: t('orderLink'), href: `${basePath}${orderPagePath(summary.orderId)}` }]
    : []),
    // The receipts, by their signed links (they work without an account, for a while).
    ...(summary.receipts ?
      [{ label: tRoot('Receipts.paymentReceiptLink'), href: receiptHref(summary.receipts.paymentReceiptUrl) }]
    : []),
    ...(summary.receipts?.fiscalReceiptUrl ?
      [{ label: tRoot('Receipts.fiscalReceiptLink'), href: receiptHref(summary.receipts.fiscalReceiptUrl) }]
    : []),
    // An event's tickets, one per place, by their signed links.
    ...summary.items.flatMap((item, index) =>
      item.ticketUrl ?
        [
          {
            label: tRoot('Tickets.ticketLink', { number: index + 1, label: item.label }),
            href: ticketHref(item.ticketUrl),
          },
        ]
      : [],
    ),
  ];
  const plan = paymentPlan(summary);
  const planLines =
    plan.kind === 'monthly' ? [t('monthly', { count: plan.later })]
    : plan.kind === 'instalments' ?
      [
        t('instalments', { count: plan.count, rest: plan.later.length }),
        ...plan.later.map((term) =>
          t('term', { date: new Date(`${term.date}T12:00:00Z`), amount: money(term.amount) }),
        ),
      ]
    : [];
  const details = [
    ...planLines,
    t('email'),
    ...(summary.amount.tip > 0 ? [t('tip', { tip: money(summary.amount.tip) })] : []),
  ];
  return (
    <>
      {receiptsNotice ?
        <Banner
          tone={receiptsNotice === 'envoyes' ? 'success' : 'warning'}
          title={t(`receipts.${receiptsNotice}.title`)}
        >
          {t(`receipts.${receiptsNotice}.message`)}
        </Banner>
      : null}
      <OutcomePanel
        tone="success"
        title={t('banner')}
        message={
          summary.amount.initial === 0 ?
            t('messageFree', { organization: summary.organization.name })
          : t('message', { amount: money(summary.amount.initial), organization: summary.organization.name })
        }
        details={details}
        links={links}
      />
      <PriceSummary
        caption={tPayment('recapCaption')}
        lines={summary.items.map((item, index) => ({
          id: `item-${index}`,
          label: item.label,
          amountCents: item.amount,
        }))}
        tip={
          summary.amount.tip > 0 ?
            { label: tRoot('Summary.tipLine', { brand: brandName }), amountCents: summary.amount.tip }
          : undefined
        }
        totalCents={summary.amount.initial}
        totalLabel={t('paidNow')}
      />
      {summary.orderId !== null ?
        <form action={resendReceipts.bind(null, context)}>
          <Stack gap="small">
            <Text id="confirmation-resend-help" tone="muted">
              {t('receipts.help')}
            </Text>
            <div>
              <Button type="submit" variant="secondary" aria-describedby="confirmation-resend-help">
                {t('receipts.resend')}
              </Button>
            </div>
          </Stack>
        </form>
      : null}
      {summary.cartId ?
        <ClearCart cartId={summary.cartId} />
      : null}
    </>
  );
}

export async function PendingContent({ context, status }: { context: PaymentContext; status: PaymentStatus | null }) {
  const t = await getTranslations('Payment.outcome.pending');
  return (
    <>
      <meta httpEquiv="refresh" content="5" />
      <OutcomePanel tone="info" title={t('banner')} message={t('message')} details={[t('noScript')]} />
      <PaymentPoller poll={pollPayment.bind(null, context, status?.paymentId ?? null)} />
    </>
  );
}

export interface ConfirmationPageProps {
  id: string;
  locale?: string[];
  searchParams: SearchParams;
}

/** SPEC §2 /paiement/embarque/confirmation/{id}: the payment is confirmed (or still being processed). */
export async function ConfirmationPage({ id, locale: segments, searchParams }: ConfirmationPageProps) {
  const parsed = parseLocaleSegments(segments);
  if (!parsed) notFound();
  const summary = await loadPaymentSummary(id);
  if (!summary) notFound();
  const widget = queryValue(searchParams.widget) === '1';
  const context: PaymentContext = { paymentRequestId: id, english: parsed.english, widget, flow: { kind: 'cart' } };
  const advanced = await advancePayment(id);
  const status = advanced?.status ?? null;
  const t = await getTranslations('Payment.outcome');
  if (status && status.state !== 'Authorized') {
    const step = cardPageStep(status);
    if (step.kind === 'card' || step.kind === 'authenticate') redirect(paymentPagePath(id, context));
    if (step.kind === 'processing') {
      return (
        <PaymentFrame
          summary={summary}
          title={t('pending.title')}
          english={parsed.english}
          widget={widget}
          showStepper={false}
        >
          <PendingContent context={context} status={status} />
        </PaymentFrame>
      );
    }
    redirect(paymentPagePath(id, context));
  }
  return (
    <PaymentFrame
      summary={summary}
      title={t('confirmed.title', { bought: formKindOf(summary.form.formType).words.bought })}
      english={parsed.english}
      widget={widget}
      showStepper={false}
    >
      <ConfirmedContent
        summary={summary}
        form={againFormOf(summary)}
        english={parsed.english}
        widget={widget}
        context={context}
        receiptsNotice={receiptsNoticeOf(queryValue(searchParams[RECEIPTS_QUERY]))}
      />
    </PaymentFrame>
  );
}

export interface RedirectionPageProps {
  /**
   * The form of `/associations/{org}/{kind}/{form}/redirection`, or none for `/redirection`
   * and a checkout's redirection page (the payment's form and cart say where to go back).
   */
  form: FormRef | null;
  locale?: string[];
  searchParams: SearchParams;
}

const VIEW_CODES: Record<Exclude<OutcomeView, 'pending' | 'confirmed'>, string> = {
  refused: 'payment',
  cancelled: 'paymentCanceled',
  expired: 'expiration',
  duplicated: 'duplicatedPayment',
};

/**
 * SPEC §2 redirection pages: where the payer lands after the payment with an outcome
 * (confirmation, annulation, echec). The API's status decides what is shown — pending,
 * confirmed, refused, cancelled, expired or duplicated — the address only hints.
 */
export async function RedirectionPage({ form, locale: segments, searchParams }: RedirectionPageProps) {
  const parsed = parseLocaleSegments(segments);
  if (!parsed) notFound();
  const outcomeParam = queryValue(searchParams.outcome);
  const outcome: Outcome = isOutcome(outcomeParam) ? outcomeParam : 'echec';
  const requestParam = queryValue(searchParams.paymentRequestId);
  const id = isRequestId(requestParam) ? requestParam : null;
  const codeParam = queryValue(searchParams.code);
  const code = isCode(codeParam) ? codeParam : null;
  const widget = queryValue(searchParams.widget) === '1';
  const english = parsed.english;

  const summary = id ? await loadPaymentSummary(id) : null;
  const status = id && summary ? await loadPaymentStatus(id) : null;
  const view = outcomeView(outcome, code, status);
  const journey = form ? { ref: form, checkout: null } : journeyOfPaymentSummary(summary);
  const context: PaymentContext | null =
    id && summary ? { paymentRequestId: id, english, widget, flow: { kind: 'cart' } } : null;
  const [t, tRoot] = await Promise.all([getTranslations('Payment.outcome'), getTranslations()]);

  if (view === 'confirmed' && summary && context) {
    return (
      <PaymentFrame
        summary={summary}
        title={t('confirmed.title', { bought: formKindOf(summary.form.formType).words.bought })}
        english={english}
        widget={widget}
        showStepper={false}
      >
        <ConfirmedContent
          summary={summary}
          form={journey?.checkout ? null : (journey?.ref ?? null)}
          english={english}
          widget={widget}
          context={context}
          receiptsNotice={receiptsNoticeOf(queryValue(searchParams[RECEIPTS_QUERY]))}
        />
      </PaymentFrame>
    );
  }
  if (view === 'pending' || view === 'confirmed') {
    return (
      <PaymentFrame summary={summary} title={t('pending.title')} english={english} widget={widget} showStepper={false}>
        {context ?
          <PendingContent context={context} status={status} />
        : <OutcomePanel tone="info" title={t('pending.banner')} message={t('pending.unknown')} />}
      </PaymentFrame>
    );
  }

  const page = pageErrorMessages(VIEW_CODES[view] as Parameters<typeof pageErrorMessages>[0]);
  const failed = view === 'refused' ? failureMessage(status?.errorCode ?? code, status?.declineReason ?? null) : null;
  const canRetry =
    context !== null &&
    (view === 'refused' || view === 'cancelled') &&
    (status?.nextAction === 'Retry' || status?.nextAction === 'Initialize');
  // Back to the summary (or step 1 once the cart expired): the form's, or the checkout's.
  const formHref =
    journey ?
      `${basePath}${stepPath(journey.ref, view === 'expired' ? 1 : 3, { english, widget, checkout: journey.checkout })}`
    : `${basePath}/`;
  const shownCode = status?.errorCode ?? code;
  const links = [
    ...(canRetry && id ? [{ label: t('retry'), href: `${basePath}${paymentPagePath(id, { english, widget })}` }] : []),
    { label: view === 'expired' ? t('restart') : t('backToForm'), href: formHref },
  ];
  return (
    <PaymentFrame summary={summary} title={t(`${view}.title`)} english={english} widget={widget} showStepper={false}>
      <OutcomePanel
        tone={view === 'cancelled' ? 'warning' : 'error'}
        title={tRoot(failed?.title ?? page.title)}
        message={`${tRoot(failed?.message ?? page.message)}${failed?.reason ? ` ${tRoot(failed.reason)}` : ''}`}
        codeLine={shownCode ? t('code', { code: shownCode }) : null}
        links={links}
      />
      {view === 'duplicated' && summary?.cartId ?
        <ClearCart cartId={summary.cartId} />
      : null}
    </PaymentFrame>
  );
}
