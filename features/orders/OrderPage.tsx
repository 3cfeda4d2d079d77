import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import type { Order, OrderPayment } from '@/lib/api/contracts/users';
import { basePath, brandName } from '@/lib/config';
import { cardChangePath, regularisationPath } from '@/lib/routes/payment';
import { type OrderNotice, stopGiftPath } from '@/lib/routes/account';
import { receiptPath } from '@/lib/routes/receipt';
import { ticketHref } from '@/lib/routes/ticket';
import { formatInstantDate } from '@/lib/rules/dates';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { ArrivalFocus } from './ArrivalFocus';
import { OrderEmails } from './OrderEmails';
import { actions, caption, cell, page, table, tableBox } from './OrderPage.css';

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

const NOTICE_TONE: Record<OrderNotice, 'success' | 'warning' | 'error'> = {
  arret: 'success',
  carte: 'success',
  'carte-abandon': 'warning',
  'carte-echec': 'error',
  recus: 'success',
  'recus-limite': 'warning',
};

/** The card as the payer knows it: "Visa se terminant par 4242 (expire 12/2030)". */
const cardLine = (t: Awaited<ReturnType<typeof getTranslations>>, card: NonNullable<Order['card']>) =>
  t('card', {
    brand: card.brand,
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: card.expYear,
  });

/**
 * A monthly gift or an instalment plan (issue 42): the next payment, the card it will be
 * taken from and the ways to change it; a monthly gift can be stopped (a confirmation
 * page first, ./StopGiftPage), a plan cannot (it is owed).
 */
async function RecurringPanel({ order }: { order: Order }) {
  const [t, locale] = await Promise.all([getTranslations('MonthlyGift'), getLocale()]);
  const monthly = order.frequency === 'Monthly';
  const next = order.nextPayment;
  return (
    <section aria-labelledby="order-recurring">
      <Stack gap="medium">
        <Heading level={2} id="order-recurring">
          {t(monthly ? 'headingMonthly' : 'headingPlan')}
        </Heading>
        {order.stoppedAt ?
          <Banner tone="info" title={t('stoppedTitle')}>
            {t('stoppedMessage', { date: formatInstantDate(new Date(order.stoppedAt)) })}
          </Banner>
        : null}
        {next ?
          <Text weight="bold">
            {t('next', {
              amount: formatCents(next.amount, locale as RulesLocale),
              date: formatInstantDate(new Date(next.date)),
            })}
          </Text>
        : order.stoppedAt ?
          null
        : <Text>{t('noneToCome')}</Text>}
        {next && order.card ?
          <Text>{cardLine(t, order.card)}</Text>
        : null}
        {!monthly && next ?
          <Text tone="muted">{t('planNotStoppable')}</Text>
        : null}
        {next ?
          <div className={actions}>
            <Link href={`${basePath}${cardChangePath(order.id, locale === 'en')}`} variant="standalone">
              {t('changeCard')}
            </Link>
            {monthly && !order.stoppedAt ?
              <Link href={`${basePath}${stopGiftPath(order.id)}`} variant="standalone">
                {t('stop')}
              </Link>
            : null}
          </div>
        : null}
      </Stack>
    </section>
  );
}

/** An event's tickets, one per place, by their signed links (none: nothing shown). */
async function OrderTickets({ order }: { order: Order }) {
  const tickets = order.items.flatMap((item, index) =>
    item.ticketUrl ? [{ href: ticketHref(item.ticketUrl), number: index + 1, label: item.name }] : [],
  );
  if (tickets.length === 0) return null;
  const t = await getTranslations('Tickets');
  return (
    <section aria-labelledby="order-tickets">
      <Stack gap="small">
        <Heading level={2} id="order-tickets">
          {t('linksHeading')}
        </Heading>
        {order.canceledAt ?
          <Text>{t('orderCanceled', { date: formatInstantDate(new Date(order.canceledAt)) })}</Text>
        : null}
        <ul>
          {tickets.map((ticket) => (
            <li key={ticket.href}>
              <Link href={ticket.href}>{t('ticketLink', { number: ticket.number, label: ticket.label })}</Link>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/**
 * /utilisateur/commandes/{id}: the signed-in payer's order (SPEC §6 "sees own payments and
 * orders"): what was bought, a monthly gift's or a plan's next payment and card, and the
 * schedule (a table: each payment's date, amount, status and receipts); a refused
 * instalment links to its regularisation. The route shows it to its payer only. `notice`:
 * what an action just did (the gift stopped, the card changed), said first.
 */
export async function OrderPage({ order, notice }: { order: Order; notice?: OrderNotice | null }) {
  const [t, tRoot, tGift, locale] = await Promise.all([
    getTranslations('Orders'),
    getTranslations(),
    getTranslations('MonthlyGift'),
    getLocale(),
  ]);
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
          {notice ?
            <ArrivalFocus>
              <Banner
                tone={NOTICE_TONE[notice]}
                urgent={notice === 'carte-echec'}
                title={tGift(`notice.${notice}.title`)}
              >
                {tGift(`notice.${notice}.message`)}
              </Banner>
            </ArrivalFocus>
          : null}
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
                { label: tRoot('Summary.tipLine', { brand: brandName }), amountCents: order.amountTip }
              : undefined
            }
            totalCents={order.amount.total + order.amountTip}
            totalLabel={t('total')}
          />
          <OrderTickets order={order} />
          {order.frequency !== 'Single' ?
            <RecurringPanel order={order} />
          : null}
          <section aria-labelledby="order-schedule">
            <Stack gap="medium">
              <Heading level={2} id="order-schedule">
                {t('schedule.heading')}
              </Heading>
              {count <= 1 ?
                <Text>{t('schedule.single')}</Text>
              : null}
              <div className={tableBox}>
                <table className={table}>
                  <caption className={caption}>{tGift('table.caption', { count })}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={cell}>
                        {tGift('table.payment')}
                      </th>
                      <th scope="col" className={cell}>
                        {tGift('table.date')}
                      </th>
                      <th scope="col" className={cell}>
                        {tGift('table.amount')}
                      </th>
                      <th scope="col" className={cell}>
                        {tGift('table.status')}
                      </th>
                      <th scope="col" className={cell}>
                        {tGift('table.receipts')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.payments.map((payment) => (
                      <tr key={payment.id}>
                        <th scope="row" className={cell}>
                          {t('schedule.instalment', { number: payment.installmentNumber, count })}
                        </th>
                        <td className={cell}>{formatInstantDate(new Date(payment.paidAt ?? payment.date))}</td>
                        <td className={cell}>{money(payment.amount + payment.amountTip)}</td>
                        <td className={cell}>
                          <Stack gap="xsmall">
                            <Text tone={STATE_TONE[payment.state]} weight="bold">
                              {tGift('table.state', { state: payment.state })}
                            </Text>
                            {payment.state === 'Refused' ?
                              <Link href={`${basePath}${regularisationPath(payment.id)}`}>
                                {t('schedule.regularise', { number: payment.installmentNumber })}
                              </Link>
                            : null}
                          </Stack>
                        </td>
                        <td className={cell}>
                          <Stack gap="xsmall">
                            {payment.paymentReceiptUrl ?
                              <Link href={`${basePath}${receiptPath(payment.id, 'payment')}`}>
                                {tGift('table.paymentReceipt', { number: payment.installmentNumber })}
                              </Link>
                            : null}
                            {payment.fiscalReceiptUrl ?
                              <Link href={`${basePath}${receiptPath(payment.id, 'fiscal')}`}>
                                {tGift('table.fiscalReceipt', { number: payment.installmentNumber })}
                              </Link>
                            : null}
                            {!payment.paymentReceiptUrl && !payment.fiscalReceiptUrl ?
                              <Text tone="muted">{tGift('table.noReceipt')}</Text>
                            : null}
                          </Stack>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Stack>
          </section>
          {order.emails ?
            <OrderEmails order={{ ...order, emails: order.emails }} />
          : null}
        </Stack>
      </div>
    </Container>
  );
}
