import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { basePath } from '@/lib/config';
import { formatInstantDate } from '@/lib/rules/dates';
import { pageErrorMessages } from '@/lib/rules/errorCatalogue';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { orderPagePath } from '@/lib/routes/account';
import {
  regularisationCardPath,
  regularisationPath,
  type RegularisationStatus,
  regularisationStatusPath,
} from '@/lib/routes/payment';
import { CardStep } from '../card/CardPaymentPage';
import type { PaymentContext } from '../destinations';
import { failureMessage } from '../failureMessage';
import { PendingContent } from '../outcome/OutcomePages';
import { OutcomePanel } from '../outcome/OutcomePanel';
import { PaymentFrame } from '../PaymentFrame';
import { cardPageStep } from '../outcome/outcome';
import { advancePayment, loadPaymentStatus } from '../queries';
import { namedRequest, openRegularisation, type Instalment } from './regularisation';
import { queryValue, type SearchParams } from '../pageParams';

/*
 * The regularisation of a refused instalment (SPEC §2 /paiement/regularisation/…, §4
 * "Regularisation: pending, confirmation, failure, cancellation"). Every page here is
 * given an instalment its payer, signed in, was allowed to read (./regularisation.ts
 * loadInstalment, checked by the route); the card step is the journey's own (CardStep).
 */
const isCode = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_]{1,60}$/.test(value);

async function money() {
  const locale = (await getLocale()) as RulesLocale;
  return (cents: number) => formatCents(cents, locale);
}

/** What is due: the instalment's amount, plus the tip when it was to come with it. */
const dueAmount = ({ payment }: Instalment) => payment.amount + payment.amountTip;

/** Which instalment, when, how much, for which form and association: one sentence each. */
async function instalmentLines(instalment: Instalment): Promise<string[]> {
  const [t, format] = await Promise.all([getTranslations('Regularisation.instalment'), money()]);
  const { payment, order } = instalment;
  return [
    t('heading', { number: payment.installmentNumber, count: order.payments.length }),
    t('due', { date: formatInstantDate(new Date(payment.date)) }),
    t('amount', { amount: format(dueAmount(instalment)) }),
    t('form', { form: payment.order.formTitle }),
    t('organization', { organization: order.organization?.name ?? payment.order.organizationSlug }),
  ];
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Stack gap="small">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

const orderLink = async (instalment: Instalment) => ({
  label: (await getTranslations('Regularisation'))('orderLink'),
  href: `${basePath}${orderPagePath(instalment.order.id)}`,
});

export async function instalmentMetadata(instalment: Instalment | null): Promise<Metadata> {
  const t = await getTranslations('Regularisation');
  return { title: t(`state.${instalment?.payment.state ?? 'Refused'}.title`) };
}

/**
 * /paiement/regularisation/{id}: which instalment failed and the way to pay it; an
 * instalment already paid, not due yet or cancelled says so, and offers nothing to pay.
 */
export async function InstalmentPage({ instalment, english }: { instalment: Instalment; english: boolean }) {
  const [t, lines, link] = await Promise.all([
    getTranslations('Regularisation.state'),
    instalmentLines(instalment),
    orderLink(instalment),
  ]);
  const { payment } = instalment;
  const state = payment.state;
  const date = formatInstantDate(new Date(state === 'Authorized' && payment.paidAt ? payment.paidAt : payment.date));
  const tone = { Refused: 'warning', Authorized: 'success', Pending: 'info', Canceled: 'info' } as const;
  const pay = {
    label: (await getTranslations('Regularisation'))('pay'),
    href: `${basePath}${regularisationCardPath(payment.id, english)}`,
  };
  return (
    <PaymentFrame summary={null} title={t(`${state}.title`)} english={english} widget={false} showStepper={false}>
      <OutcomePanel
        tone={tone[state]}
        title={t(`${state}.banner`)}
        message={t(`${state}.message`, { date })}
        details={lines}
        links={state === 'Refused' ? [pay, link] : [link]}
      />
    </PaymentFrame>
  );
}

/**
 * /paiement/regularisation/embarque/{id}: the card step for the instalment. The request
 * the provider came back with (`?paymentRequestId=`) is taken up if it is this
 * instalment's; otherwise the instalment's open request, or a new one, is asked for.
 */
export async function RegularisationCardPage({
  instalment,
  english,
  searchParams,
}: {
  instalment: Instalment;
  english: boolean;
  searchParams: SearchParams;
}) {
  const { payment } = instalment;
  if (payment.state !== 'Refused') redirect(regularisationPath(payment.id, english));
  let summary = await namedRequest(instalment, queryValue(searchParams.paymentRequestId));
  if (!summary) {
    const opened = await openRegularisation(payment.id);
    if (opened.kind === 'failed') {
      if (opened.code === 'DUPLICATED_PAYMENT' || opened.code === 'PAYMENT_NOT_UNPAID')
        redirect(regularisationPath(payment.id, english));
      redirect(regularisationStatusPath('echec', payment.id, english, { code: opened.code }));
    }
    summary = opened.summary;
  }
  const context: PaymentContext = {
    paymentRequestId: summary.paymentRequestId,
    english,
    widget: false,
    flow: { kind: 'regularisation', paymentId: payment.id },
  };
  return (
    <CardStep
      context={context}
      summary={summary}
      searchParams={searchParams}
      recap={<Lines lines={await instalmentLines(instalment)} />}
      showStepper={false}
    />
  );
}

export async function regularisationStatusMetadata(status: RegularisationStatus): Promise<Metadata> {
  return { title: (await getTranslations('Regularisation.outcome'))(`${status}.title`) };
}

/**
 * /paiement/regularisation/{status}/{id}: the end of a regularisation. The instalment's
 * state and the request's status (named by `?paymentRequestId=`, if it is this
 * instalment's) decide; the status in the address only says which page was meant.
 */
export async function RegularisationStatusPage({
  status,
  instalment,
  english,
  searchParams,
}: {
  status: RegularisationStatus;
  instalment: Instalment;
  english: boolean;
  searchParams: SearchParams;
}) {
  const { payment } = instalment;
  const request = await namedRequest(instalment, queryValue(searchParams.paymentRequestId));
  const requestStatus = request ? await loadPaymentStatus(request.paymentRequestId) : null;
  const paid = payment.state === 'Authorized';
  const query = { paymentRequestId: request?.paymentRequestId ?? null };
  if (paid && status !== 'confirmation') redirect(regularisationStatusPath('confirmation', payment.id, english, query));
  const codeParam = queryValue(searchParams.code);
  const code = isCode(codeParam) ? codeParam : null;
  const [t, tRoot, lines, link, format] = await Promise.all([
    getTranslations('Regularisation'),
    getTranslations(),
    instalmentLines(instalment),
    orderLink(instalment),
    money(),
  ]);
  const frame = { summary: request, english, widget: false, showStepper: false, title: t(`outcome.${status}.title`) };
  const context: PaymentContext | null =
    request ?
      {
        paymentRequestId: request.paymentRequestId,
        english,
        widget: false,
        flow: { kind: 'regularisation', paymentId: payment.id },
      }
    : null;
  const retry = { label: t('payAgain'), href: `${basePath}${regularisationCardPath(payment.id, english)}` };

  if (paid) {
    return (
      <PaymentFrame {...frame}>
        <OutcomePanel
          tone="success"
          title={t('outcome.confirmation.banner')}
          message={t('outcome.confirmation.message', {
            amount: format(dueAmount(instalment)),
            organization: instalment.order.organization?.name ?? payment.order.organizationSlug,
            number: payment.installmentNumber,
          })}
          details={[...lines, t('outcome.confirmation.email')]}
          links={[link]}
        />
      </PaymentFrame>
    );
  }
  if (status === 'confirmation' || status === 'en-attente') {
    if (!context) {
      // No request of this instalment in the address: nothing to follow up (as the
      // journey's redirection page says of an unknown payment).
      const tPending = await getTranslations('Payment.outcome.pending');
      return (
        <PaymentFrame {...frame} title={t('outcome.en-attente.title')}>
          <OutcomePanel
            tone="info"
            title={tPending('banner')}
            message={tPending('unknown')}
            details={lines}
            links={[retry, link]}
          />
        </PaymentFrame>
      );
    }
    // As the card step does: push the payment on (idempotent), so this page moves on
    // without JavaScript too (it refreshes itself while the capture runs).
    const advanced = await advancePayment(context.paymentRequestId, context.flow);
    if (advanced && 'failure' in advanced)
      redirect(regularisationStatusPath('echec', payment.id, english, { ...query, code: advanced.failure.code }));
    const step = advanced?.status ? cardPageStep(advanced.status) : null;
    if (step?.kind === 'paid') redirect(regularisationStatusPath('confirmation', payment.id, english, query));
    // Anything but a capture under way is the card step's to show (a card to enter, 3-D Secure).
    if (step?.kind !== 'processing') redirect(regularisationCardPath(payment.id, english));
    return (
      <PaymentFrame {...frame} title={t('outcome.en-attente.title')}>
        <PendingContent context={context} status={advanced?.status ?? null} />
      </PaymentFrame>
    );
  }
  const errorCode = requestStatus?.errorCode ?? code;
  const canRetry = errorCode !== 'PAYMENT_MAX_ERROR_ATTEMPTS';
  const links = canRetry ? [retry, link] : [link];
  if (status === 'annulation') {
    const page = pageErrorMessages('paymentCanceled');
    return (
      <PaymentFrame {...frame}>
        <OutcomePanel
          tone="warning"
          title={tRoot(page.title)}
          message={tRoot(page.message)}
          details={lines}
          links={links}
        />
      </PaymentFrame>
    );
  }
  const failed = failureMessage(errorCode, requestStatus?.declineReason ?? null) ?? {
    ...pageErrorMessages('payment'),
    reason: null,
  };
  return (
    <PaymentFrame {...frame}>
      <OutcomePanel
        tone="error"
        title={tRoot(failed.title)}
        message={`${tRoot(failed.message)}${failed.reason ? ` ${tRoot(failed.reason)}` : ''}`}
        details={lines}
        codeLine={errorCode ? tRoot('Payment.outcome.code', { code: errorCode }) : null}
        links={links}
      />
    </PaymentFrame>
  );
}
