import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/design-system/components/Button/Button';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { Order } from '@/lib/api/contracts/users';
import { basePath } from '@/lib/config';
import { orderPagePath } from '@/lib/routes/account';
import { formatInstantDate } from '@/lib/rules/dates';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { stopGift } from './actions';
import { actions, page } from './OrderPage.css';

export async function stopGiftMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MonthlyGift.stopPage'))('title'), robots: { index: false, follow: false } };
}

/**
 * /utilisateur/commandes/{id}/arreter: the confirmation step before a monthly gift is
 * stopped (issue 42). A page of its own with a plain form, so it works without
 * JavaScript; the form posts to a server action, then the order page says it is done.
 * The route sends anything that is not a running monthly gift back to the order page.
 */
export async function StopGiftPage({ order }: { order: Order & { nextPayment: NonNullable<Order['nextPayment']> } }) {
  const [t, locale] = await Promise.all([getTranslations('MonthlyGift.stopPage'), getLocale()]);
  const money = (cents: number) => formatCents(cents, locale as RulesLocale);
  const toCome = order.payments.filter((payment) => payment.state === 'Pending').length;
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="large">
          <Heading level={1}>{t('title')}</Heading>
          <Text>
            {t('what', {
              amount: money(order.nextPayment.amount),
              organization: order.organization?.name ?? order.organizationSlug,
            })}
          </Text>
          <Text>{t('consequence', { count: toCome, date: formatInstantDate(new Date(order.nextPayment.date)) })}</Text>
          <Text>{t('kept')}</Text>
          <form action={stopGift.bind(null, { orderId: order.id })}>
            <div className={actions}>
              <Button type="submit" variant="primary">
                {t('confirm')}
              </Button>
              <Link href={`${basePath}${orderPagePath(order.id)}`} variant="standalone">
                {t('keep')}
              </Link>
            </div>
          </form>
        </Stack>
      </div>
    </Container>
  );
}
