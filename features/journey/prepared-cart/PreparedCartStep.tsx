/**
 * What a checkout has of its own (SPEC §2 /associations/{org}/checkout/{cartId}): step 1
 * shows the cart another site prepared (POST /carts/cart-one-page) instead of a choice.
 * Steps 2–4 are the engine's (../JourneyPage): the payer, then tip, consents and payment.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import type { SummaryParts } from '../choice/choiceStepTypes';

export interface PreparedCartStepProps {
  /** The association that prepared the cart. */
  organizationName: string;
  /** The cart's lines and amounts, as the summary step shows them. */
  parts: SummaryParts;
  /** Step 2: the payer. */
  nextHref: string;
}

/**
 * The prepared cart, read only: its lines, discount, VAT and total, then a link to the
 * payer's step. A link, not a form: nothing is saved here, and it works without JavaScript.
 */
export async function PreparedCartStep({ organizationName, parts, nextHref }: PreparedCartStepProps) {
  const t = await getTranslations('Journey.preparedCart');
  return (
    <Stack gap="large">
      <Text>{t('intro', { organization: organizationName })}</Text>
      <PriceSummary
        caption={t('caption')}
        lines={parts.lines}
        discount={parts.discountCents ? { label: t('discount'), amountCents: parts.discountCents } : undefined}
        vat={parts.vat}
        totalCents={parts.amountCents}
      />
      <Text>{t('next')}</Text>
      <p>
        <Link href={nextHref} variant="standalone">
          {t('continue')}
        </Link>
      </p>
    </Stack>
  );
}
