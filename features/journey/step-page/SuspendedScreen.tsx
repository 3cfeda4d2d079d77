import { getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { leaveEmail } from '../actions/prospectAction';
import { stepFormId } from '../stepFormIds';
import { ProspectForm } from '../lazyStepForms';
import type { StepScreenProps } from './stepScreens';

/** Payments suspended (SPEC §4): no step, but an email to leave to hear when they reopen. */
export async function SuspendedScreen({ view, context, pageTitle }: Omit<StepScreenProps, 'tracking' | 'stepHref'>) {
  const t = await getTranslations('Journey');
  return (
    <Stack gap="large">
      <Banner tone="warning" title={t('suspended.title')} headingLevel={2}>
        {t('suspended.message')}
      </Banner>
      <ProspectForm
        action={leaveEmail.bind(null, context)}
        formId={stepFormId(view.kind, 'prospect')}
        pageTitle={pageTitle}
      />
    </Stack>
  );
}
