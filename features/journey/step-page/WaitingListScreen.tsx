import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { isSoldOut, waitingListMaxPlaces } from '@/lib/rules/waitingList';
import { joinWaitingListAction } from '../actions/waitingListAction';
import { stepFormId } from '../stepFormIds';
import { WaitingListForm } from '../waiting-list/WaitingListForm';
import type { StepScreenProps } from './stepScreens';

/** The API's default offer time, for an API that does not say it. */
const DEFAULT_OFFER_HOURS = 24;

/** Whether step 1 of this form offers its waiting list: its kind has one, and it is sold out. */
export function offersWaitingList({ view }: Pick<StepScreenProps, 'view'>): boolean {
  const { kind, aggregate, step, variant } = view;
  return step === 1 && !variant.checkout && kind.waitingList && isSoldOut(aggregate.form);
}

/**
 * Under step 1 of a sold-out event (issue 53): its waiting list, what happens next (an
 * email when places are freed, held for the form's offer time).
 */
export async function WaitingListScreen({ view, context, pageTitle }: Omit<StepScreenProps, 'tracking' | 'stepHref'>) {
  const t = await getTranslations('WaitingList.form');
  const max = waitingListMaxPlaces(view.aggregate.form);
  return (
    <Stack gap="medium" as="section" aria-labelledby="liste-attente-titre">
      <Heading level={2} id="liste-attente-titre">
        {t('heading')}
      </Heading>
      <Text>{t('intro', { hours: view.aggregate.form.waitingListOfferHours ?? DEFAULT_OFFER_HOURS })}</Text>
      <WaitingListForm
        action={joinWaitingListAction.bind(null, { ...context, maxPlaces: max })}
        formId={stepFormId(view.kind, 'liste-attente')}
        pageTitle={pageTitle}
        max={max}
      />
    </Stack>
  );
}
