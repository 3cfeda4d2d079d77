import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import type { Order } from '@/lib/api/contracts/users';
import { isApiFailure } from '@/lib/api/http';
import { openMyCardChange } from '@/lib/api/users';
import { orderPagePath } from '@/lib/routes/account';
import { formatInstantDate } from '@/lib/rules/dates';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { CardStep } from '../card/CardPaymentPage';
import type { PaymentContext } from '../destinations';
import { loadPaymentSummary } from '../queries';
import { queryValue, type SearchParams } from '../pageParams';

/*
 * /paiement/carte/{orderId}: the card of an order's payments to come (a monthly gift or an
 * instalment plan, issue 42). The journey's card step (CardStep) for a payment request of
 * kind CardChange: 0 € is charged, the bank may ask for 3-D Secure, and the order page
 * says the card changed. The route shows it to the order's payer only (as the order page).
 */
const isRequestId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{1,100}$/.test(value);

export async function cardChangeMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('CardChange'))('title'), robots: { index: false, follow: false } };
}

/** The request the provider came back with, if it is this order's card change. */
async function namedCardChange(orderId: number, requestId: string | null): Promise<PaymentSummary | null> {
  if (!isRequestId(requestId)) return null;
  const summary = await loadPaymentSummary(requestId);
  return summary?.kind === 'CardChange' && summary.orderId === orderId ? summary : null;
}

async function openCardChange(orderId: number): Promise<PaymentSummary | null> {
  try {
    const status = await openMyCardChange(orderId);
    return await loadPaymentSummary(status.paymentRequestId);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return null;
  }
}

export async function CardChangePage({
  order,
  english,
  searchParams,
}: {
  order: Order;
  english: boolean;
  searchParams: SearchParams;
}) {
  const named = await namedCardChange(order.id, queryValue(searchParams.paymentRequestId));
  // No payment to come (stopped, or all paid): no card to change; the order page says why.
  if (!named && !order.nextPayment) redirect(orderPagePath(order.id));
  const summary = named ?? (await openCardChange(order.id));
  if (!summary) redirect(orderPagePath(order.id, 'carte-echec'));
  const [t, locale] = await Promise.all([getTranslations('CardChange'), getLocale()]);
  const context: PaymentContext = {
    paymentRequestId: summary.paymentRequestId,
    english,
    widget: false,
    flow: { kind: 'cardChange', orderId: order.id },
  };
  const next = order.nextPayment;
  const lines = [
    t(order.frequency === 'Monthly' ? 'leadMonthly' : 'leadPlan'),
    t('nothingCharged'),
    next ?
      t('next', {
        amount: formatCents(next.amount, locale as RulesLocale),
        date: formatInstantDate(new Date(next.date)),
      })
    : null,
    order.card ? t('current', { brand: order.card.brand, last4: order.card.last4 }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <CardStep
      context={context}
      summary={summary}
      searchParams={searchParams}
      showStepper={false}
      title={t('title')}
      submitLabel={t('submit')}
      recap={
        <Stack gap="small">
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      }
    />
  );
}
