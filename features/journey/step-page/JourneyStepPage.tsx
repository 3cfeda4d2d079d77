/**
 * A journey's step page, for a form's journey and a checkout alike (./journeyStepView):
 * the journey's frame (forms/JourneyFrame) around the step's stepper, cart timer, title
 * and what the step shows (./stepScreens), or the email form of a suspended form.
 */
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { JourneyFrame, JourneyStepper, journeyStepTitles } from '@/forms/JourneyFrame';
import { brandName, basePath } from '@/lib/config';
import { journeyPageNamespaces } from '@/lib/i18n/clientMessages';
import { type JourneyStep, reportPath, stepPath } from '@/lib/routes/journey';
import { JOURNEY_STEPS } from '@/lib/rules/constants';
import { Contributors } from '../contributors/Contributors';
import { CartMirror, CartTimer, FirstClickTracker, StepHeading } from '../JourneyIslands';
import { loadContributors } from '../queries';
import { FormBanners, JourneyFormHeader } from './FormChrome';
import type { JourneyStepView } from './journeyStepView';
import { stepScreenOf, type StepScreenProps } from './stepScreens';
import { SuspendedScreen } from './SuspendedScreen';
import { offersWaitingList, WaitingListScreen } from './WaitingListScreen';

export async function JourneyStepPage({ view }: { view: JourneyStepView }) {
  const { ref, kind, aggregate, cart, step, variant, restartHref, withIslandMessages } = view;
  const { form } = aggregate;
  const checkout = Boolean(variant.checkout);
  const [t, tMeta, titles] = await Promise.all([
    getTranslations('Journey'),
    getTranslations('Metadata'),
    journeyStepTitles(kind.formType, checkout),
  ]);
  const stepTitle = titles[step - 1] ?? '';
  const screen: StepScreenProps = {
    view,
    context: { ...ref, ...variant },
    pageTitle: tMeta('titleTemplate', {
      title: t('pageTitle', { step, total: JOURNEY_STEPS, stepTitle, formTitle: form.title }),
      brand: brandName,
    }),
    tracking: {
      formId: form.id,
      formSlug: form.formSlug,
      organizationSlug: form.organizationSlug,
      formType: form.formType,
    },
    stepHref: (target: JourneyStep) => `${basePath}${stepPath(ref, target, variant)}`,
  };
  const Screen = stepScreenOf(step, checkout);
  const waitingList = !form.paymentSuspended && offersWaitingList(screen);

  // With the messages of what the page shows: the prospect form of a suspended form, the
  // step, and a sold-out event's waiting list.
  return withIslandMessages(
    journeyPageNamespaces(
      kind,
      form.paymentSuspended ? 'suspended'
      : waitingList ? 'waitingList'
      : step,
      checkout,
    ),
    <JourneyFrame
      banners={
        <FormBanners aggregate={aggregate} adminShortcuts={view.adminShortcuts} settingsHref={view.settingsHref} />
      }
      header={<JourneyFormHeader aggregate={aggregate} kind={kind} />}
      // Framed on another site, the widget leaves reporting to the form's own page; a
      // checkout's cart is private, not a public page to report.
      reportHref={variant.widget || checkout ? null : `${basePath}${reportPath(ref)}`}
      after={form.paymentSuspended ? null : <CartMirror cart={cart} droppedCartId={view.restart.droppedCartId} />}
    >
      {form.paymentSuspended ?
        <SuspendedScreen {...screen} />
      : <>
          <FirstClickTracker formId={form.id} formType={form.formType}>
            <Stack gap="large" as="section" aria-labelledby="etape-titre">
              <JourneyStepper titles={titles} current={step} hrefOf={screen.stepHref} />
              {cart ?
                <CartTimer expiresAt={cart.currentCartExpirationTime} restartHref={restartHref} />
              : null}
              <StepHeading id="etape-titre">{stepTitle}</StepHeading>
              <RestartBanner view={view} />
              <Screen {...screen} />
              {waitingList ?
                <WaitingListScreen {...screen} />
              : null}
            </Stack>
          </FirstClickTracker>
          <StepContributors view={view} />
        </>
      }
    </JourneyFrame>,
  );
}

/** Step 1 after a restart: why the cart was dropped, and whether the choices were kept. */
async function RestartBanner({ view: { step, restart } }: { view: JourneyStepView }) {
  if (step !== 1 || !restart.reason) return null;
  const t = await getTranslations('Journey');
  return (
    <Banner tone="warning" title={t(`restart.${restart.reason}.title`)}>
      {restart.memory.items.length > 0 ?
        t(`restart.${restart.reason}.keptAmount`)
      : t(`restart.${restart.reason}.message`)}
    </Banner>
  );
}

/** Under step 1 of a funding kind's form: who contributed, page by page. */
async function StepContributors({ view: { ref, step, contributorPages, routeParams } }: { view: JourneyStepView }) {
  if (step !== 1 || contributorPages === null) return null;
  const [t, contributors] = await Promise.all([getTranslations('Journey'), loadContributors(ref, contributorPages)]);
  if (!contributors) return null;
  return (
    <Contributors
      route={routeParams}
      initial={contributors}
      labels={{ title: t('contributors.title'), empty: t('contributors.empty'), more: t('contributors.more') }}
    />
  );
}
