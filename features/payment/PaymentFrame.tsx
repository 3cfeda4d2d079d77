import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { basePath } from '@/lib/config';
import { journeyOfPayment, stepPath, type JourneyStep } from '@/lib/journeyRoutes';
import { stepTitleKeysOf } from '@/lib/kinds/formKinds';
import { page } from './layout.css';

/**
 * Where a payment request's pages link back to: its form's journey, or the checkout of
 * its cart (lib/journeyRoutes journeyOfPayment); null when neither exists here.
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

/** Layout of the payment pages: "Étape 4 sur 4", the title (h1), the campaign it is for. */
export async function PaymentFrame({
  summary,
  title,
  english,
  widget,
  showStepper = true,
  children,
}: PaymentFrameProps) {
  const [tSteps, t] = await Promise.all([getTranslations('Journey.steps'), getTranslations('Payment')]);
  const journey = journeyOfPaymentSummary(summary);
  const variant = { english, widget, checkout: journey?.checkout ?? null };
  // The journey's own step titles: "Vos places" for an event, "Votre panier" for a checkout.
  const stepKeys = stepTitleKeysOf(summary?.form.formType, Boolean(journey?.checkout));
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          {showStepper ?
            <Stepper
              steps={stepKeys.map((key, index) => ({
                title: tSteps(key),
                href:
                  journey && index < 3 ?
                    `${basePath}${stepPath(journey.ref, (index + 1) as JourneyStep, variant)}`
                  : undefined,
              }))}
              currentStep={4}
            />
          : null}
          <Stack gap="small">
            <Heading level={1}>{title}</Heading>
            {summary ?
              <Text tone="muted">
                {t('for', { campaign: summary.form.title, organization: summary.organization.name })}
              </Text>
            : null}
          </Stack>
          {children}
        </Stack>
      </div>
    </Container>
  );
}
