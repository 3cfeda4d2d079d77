import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { basePath } from '@/lib/config';
import { JourneyFrame, JourneyStepper, journeyStepTitles } from '@/forms/JourneyFrame';
import { journeyOfPayment, stepPath } from '@/lib/routes/journey';

/**
 * Where a payment request's pages link back to: its form's journey, or the checkout of
 * its cart (lib/routes/journey journeyOfPayment); null when neither exists here.
 */
export function journeyOfPaymentSummary(summary: Pick<PaymentSummary, 'form' | 'organization' | 'cartId'> | null) {
  return summary ?
      journeyOfPayment({ ...summary.form, organizationSlug: summary.organization.organizationSlug }, summary.cartId)
    : null;
}

export interface PaymentFrameProps {
  summary: PaymentSummary | null;
  title: string;
  english: boolean;
  widget: boolean;
  /** The journey's stepper (step 4 of 4) above the title. @default true */
  showStepper?: boolean;
  children: ReactNode;
}

/**
 * Layout of the payment pages: the journey's frame (forms/JourneyFrame) with "Étape 4 sur
 * 4", the title (h1) and the form it is for.
 */
export async function PaymentFrame({
  summary,
  title,
  english,
  widget,
  showStepper = true,
  children,
}: PaymentFrameProps) {
  const t = await getTranslations('Payment');
  const journey = journeyOfPaymentSummary(summary);
  const variant = { english, widget, checkout: journey?.checkout ?? null };
  return (
    <JourneyFrame>
      {showStepper ?
        <JourneyStepper
          titles={await journeyStepTitles(summary?.form.formType, Boolean(journey?.checkout))}
          current={4}
          hrefOf={journey ? (step) => `${basePath}${stepPath(journey.ref, step, variant)}` : null}
        />
      : null}
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        {summary ?
          <Text tone="muted">
            {t('for', { formTitle: summary.form.title, organization: summary.organization.name })}
          </Text>
        : null}
      </Stack>
      {children}
    </JourneyFrame>
  );
}
