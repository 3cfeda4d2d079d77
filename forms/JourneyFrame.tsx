/**
 * The frame every page of a journey wears: its steps (features/journey) and its card step
 * and outcome pages (features/payment). It lives in forms/ because both features need it
 * and features do not import each other (docs/architecture.md, eslint.config.mjs); forms/
 * is the layer under both that holds a multi-step form's server parts and may translate
 * them, whereas the design system takes its strings from its provider and knows no route.
 * What differs per page comes in as slots, so no API type crosses into this layer.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/design-system/components/Link/Link';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { JourneyStep } from '@/lib/routes/journey';
import { stepTitleKeysOf, type FormType } from '@/lib/kinds/formKinds';
import { page } from './JourneyFrame.css';

/**
 * The titles of a journey's four steps, by its kind: "Vos places" for an event, and
 * "Votre panier" for step 1 of a checkout, which shows the cart it was given.
 */
export async function journeyStepTitles(formType: FormType | null | undefined, checkout = false): Promise<string[]> {
  const t = await getTranslations('Journey.steps');
  return stepTitleKeysOf(formType, checkout).map((key) => t(key));
}

export interface JourneyStepperProps {
  titles: readonly string[];
  current: JourneyStep;
  /** The address of an earlier step, which the stepper links to; null when there is no journey to go back to. */
  hrefOf: ((step: JourneyStep) => string) | null;
}

/** "Étape 2 sur 4": the journey's steps, the earlier ones as links back. */
export function JourneyStepper({ titles, current, hrefOf }: JourneyStepperProps) {
  return (
    <Stepper
      steps={titles.map((title, index) => {
        const step = (index + 1) as JourneyStep;
        return { title, href: hrefOf && step < current ? hrefOf(step) : undefined };
      })}
      currentStep={current}
    />
  );
}

export interface JourneyFrameProps {
  /** Above the form: the admin bar and the banners of the form's state. */
  banners?: ReactNode;
  /** The form's header (its title, organisation and funding). */
  header?: ReactNode;
  /** The page itself: the step (its stepper, timer and form) or the payment's view. */
  children: ReactNode;
  /** The form's report page, linked under the page; null where the page is not a public one to report. */
  reportHref?: string | null;
  /** After the page's column, in the same container (the cart mirror). */
  after?: ReactNode;
}

/** The reading column of a journey's page: banners, header, the page, the report link. */
export async function JourneyFrame({ banners, header, children, reportHref = null, after }: JourneyFrameProps) {
  const tReport = reportHref ? await getTranslations('Report') : null;
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          {banners}
          {header}
          {children}
          {reportHref && tReport ?
            <p>
              <Link href={reportHref}>{tReport('link')}</Link>
            </p>
          : null}
        </Stack>
      </div>
      {after}
    </Container>
  );
}
