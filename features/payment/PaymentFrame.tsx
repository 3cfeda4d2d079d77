import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { PaymentSummary } from '@/lib/api/contracts/payments';
import { basePath } from '@/lib/config';
import { journeyFormOf, stepPath, type JourneyStep } from '@/lib/journeyRoutes';
import { page } from './layout.css';

const STEP_KEYS = ['amount', 'payer', 'summary', 'payment'] as const;

/** The form a payment request belongs to, when its kind has a journey here (for links back). */
export function journeyFormOfPayment(summary: PaymentSummary | null) {
  return summary ? journeyFormOf({ ...summary.form, organizationSlug: summary.organization.organizationSlug }) : null;
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
  const [tSteps, t] = await Promise.all([getTranslations('Campaign.steps'), getTranslations('Payment')]);
  const campaign = journeyFormOfPayment(summary);
  const variant = { english, widget };
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          {showStepper ?
            <Stepper
              steps={STEP_KEYS.map((key, index) => ({
                title: tSteps(key),
                href:
                  campaign && index < 3 ?
                    `${basePath}${stepPath(campaign, (index + 1) as JourneyStep, variant)}`
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
