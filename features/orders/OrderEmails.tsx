import { getTranslations } from 'next-intl/server';
import { Button } from '@/design-system/components/Button/Button';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { Order, OrderEmail } from '@/lib/api/contracts/users';
import { formatDayAtTime } from '@/lib/i18n/dayAtTime';
import { sendReceiptsAgain } from './actions';
import { actions } from './OrderPage.css';

const STATE_TONE: Record<OrderEmail['state'], 'success' | 'default' | 'error' | 'muted'> = {
  Sent: 'success',
  Waiting: 'default',
  Failed: 'error',
  NotSent: 'muted',
};

/**
 * The emails about the order (issue 52): what was sent, to which address and when, what
 * still waits in the queue; and "send my receipts again" — a plain form posted to a
 * server action, so it works without JavaScript (the order page then says it is done).
 */
export async function OrderEmails({ order }: { order: Order & { emails: OrderEmail[] } }) {
  const t = await getTranslations('Orders.emails');
  const lines = await Promise.all(
    order.emails.map(async (email) => ({
      email,
      when: await formatDayAtTime(new Date(email.sentAt ?? email.queuedAt), 'long'),
    })),
  );
  return (
    <section aria-labelledby="order-emails">
      <Stack gap="medium">
        <Heading level={2} id="order-emails">
          {t('heading')}
        </Heading>
        {lines.length === 0 ?
          <Text>{t('none')}</Text>
        : <ul>
            {lines.map(({ email, when }, index) => (
              <li key={`${email.email}-${email.queuedAt}-${index}`}>
                <Text>
                  <Text as="span" weight="bold">
                    {t('kind', { email: email.email })}
                  </Text>{' '}
                  <Text as="span" tone={STATE_TONE[email.state]}>
                    {t('state', { state: email.state, to: email.to, when })}
                  </Text>
                </Text>
              </li>
            ))}
          </ul>
        }
        <form action={sendReceiptsAgain.bind(null, { orderId: order.id })}>
          <Stack gap="small">
            <Text id="order-resend-help" tone="muted">
              {t('resendHelp', { email: order.payer.email })}
            </Text>
            <div className={actions}>
              <Button type="submit" variant="secondary" aria-describedby="order-resend-help">
                {t('resend')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
