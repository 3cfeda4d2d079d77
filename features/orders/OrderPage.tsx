import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import type { Order, OrderPayment } from '@/lib/api/contracts/users';
import { basePath, brandName } from '@/lib/config';
import { regularisationPath } from '@/lib/paymentRoutes';
import { receiptPath } from '@/lib/receiptRoutes';
import { formatInstantDate } from '@/lib/rules/dates';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { page, schedule } from './OrderPage.css';

export async function orderMetadata(order: Order | null): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: order ? t('title', { id: order.id }) : t('metaTitle'), robots: { index: false, follow: false } };
}

const STATE_TONE: Record<OrderPayment['state'], 'default' | 'success' | 'error' | 'muted'> = {
  Authorized: 'success',
  Refused: 'error',
  Pending: 'default',
  Canceled: 'muted',
};

/**
 * /utilisateur/commandes/{id}: the signed-in payer's order (SPEC §6 "sees own payments and
 * orders"): what was bought, and the schedule with each instalment's status; a refused
 * instalment links to its regularisation. The route shows it to its payer only.
 */
export async function OrderPage({ order }: { order: Order }) {
  const [t, tRoot, locale] = await Promise.all([getTranslations('Orders'), getTranslations(), getLocale()]);
  const money = (cents: number) => formatCents(cents, locale as RulesLocale);
  const count = order.payments.length;
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1}>{t('title', { id: order.id })}</Heading>
            <Text tone="muted">
              {t('for', {
                form: order.form?.title ?? order.formSlug,
                organization: order.organization?.name ?? order.organizationSlug,
              })}
            </Text>
            <Text>{t('date', { date: formatInstantDate(new Date(order.date)) })}</Text>
            <Text>{t('payer', { name: `${order.payer.firstName} ${order.payer.lastName}`.trim() })}</Text>
          </Stack>
          <PriceSummary
            caption={t('itemsCaption')}
            lines={order.items.map((item, index) => ({
              id: `item-${index}`,
              label: item.name,
              amountCents: item.amount + item.options.reduce((total, option) => total + option.amount, 0),
              details: item.options.map((option) => option.name).join(', ') || undefined,
            }))}
            tip={
              order.amountTip > 0 ?
                { label: tRoot('Donation.summary.tipLine', { brand: brandName }), amountCents: order.amountTip }
              : undefined
            }
            totalCents={order.amount.total + order.amountTip}
            totalLabel={t('total')}
          />
          <section aria-labelledby="order-schedule">
            <Stack gap="medium">
              <Heading level={2} id="order-schedule">
                {t('schedule.heading')}
              </Heading>
              {count <= 1 ?
                <Text>{t('schedule.single')}</Text>
              : null}
              <ol className={schedule}>
                {order.payments.map((payment) => (
                  <li key={payment.id}>
                    <Stack gap="xsmall">
                      <Heading level={3}>
                        {t('schedule.instalment', { number: payment.installmentNumber, count })}
                      </Heading>
                      <Text tone={STATE_TONE[payment.state]} weight="bold">
                        {t('schedule.status', { state: payment.state })}
                      </Text>
                      <Text>{t('schedule.due', { date: formatInstantDate(new Date(payment.date)) })}</Text>
                      <Text>{t('schedule.amount', { amount: money(payment.amount + payment.amountTip) })}</Text>
                      {payment.paidAt ?
                        <Text>{t('schedule.paidOn', { date: formatInstantDate(new Date(payment.paidAt)) })}</Text>
                      : null}
                      {payment.paymentReceiptUrl ?
                        <div>
                          <Link href={`${basePath}${receiptPath(payment.id, 'payment')}`} variant="standalone">
                            {tRoot('Receipts.paymentReceiptLink')}
                          </Link>
                        </div>
                      : null}
                      {payment.fiscalReceiptUrl ?
                        <div>
                          <Link href={`${basePath}${receiptPath(payment.id, 'fiscal')}`} variant="standalone">
                            {tRoot('Receipts.fiscalReceiptLink')}
                          </Link>
                        </div>
                      : null}
                      {payment.state === 'Refused' ?
                        <div>
                          <Link href={`${basePath}${regularisationPath(payment.id)}`} variant="standalone">
                            {t('schedule.regularise', { number: payment.installmentNumber })}
                          </Link>
                        </div>
                      : null}
                    </Stack>
                  </li>
                ))}
              </ol>
            </Stack>
          </section>
        </Stack>
      </div>
    </Container>
  );
}
