import { getTranslations } from 'next-intl/server';
import { submitPayer } from '../actions/payerAction';
import { participantBlocksOfKind, participantDefaults } from '../participants/participants';
import { payerDefaults } from '../payer/payerDefaults';
import { stepFormId } from '../stepFormIds';
import { PayerStepForm } from '../lazyStepForms';
import type { StepScreenProps } from './stepScreens';

/** Step 2: the payer, and each place's participant where the kind asks for them. */
export async function PayerScreen({ view, context, pageTitle, tracking, stepHref }: StepScreenProps) {
  const { kind, aggregate, cart } = view;
  const t = await getTranslations('Journey');
  const payer = cart?.payer ?? null;
  const participants = participantBlocksOfKind(aggregate.form, cart, kind);
  return (
    <PayerStepForm
      action={submitPayer.bind(null, context)}
      requirements={kind.payerRequirements(aggregate.form)}
      defaultValue={{ ...payerDefaults(payer), ...participantDefaults(participants, payer) }}
      participants={participants}
      formId={stepFormId(kind, 'coordonnees')}
      kindCopy={kind.payerCopy}
      cartId={cart?.id ?? null}
      backHref={stepHref(1)}
      pageTitle={pageTitle}
      submitLabel={t('next')}
      tracking={tracking}
    />
  );
}
