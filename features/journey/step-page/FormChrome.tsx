/**
 * What a journey's page shows of its form above the step: the admin bar, the banners of
 * the form's state, and its header.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { FormHeader } from '@/design-system/patterns/FormHeader/FormHeader';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { choiceStepOf } from '../choice/choiceStep';
import type { JourneyKind } from '../journeyKinds';

export interface FormBannersProps {
  aggregate: FormAggregate;
  /** Composed by the app: the admin shortcuts bar for form admins. */
  adminShortcuts?: ReactNode;
  /** The form's settings in the back-office, linked from the state banner (admins only). */
  settingsHref?: string | undefined;
}

/** The admin bar; a form not open to the public (draft, disabled, deleted); an association that cannot collect. */
export async function FormBanners({ aggregate, adminShortcuts, settingsHref }: FormBannersProps) {
  const { form, organization, compliance } = aggregate;
  const t = await getTranslations('Journey');
  const notPublic = form.state === 'Draft' || form.state === 'Disabled' || form.state === 'Deleted';
  // A suspended form says so itself, with the way to be told when it reopens.
  const collectBlocked = compliance.allowCollect === false && !form.paymentSuspended;
  return (
    <>
      {adminShortcuts}
      {notPublic ?
        <Banner
          tone="warning"
          title={t(`state.${form.state}.title`)}
          action={
            form.hasAdminRights && settingsHref ?
              { label: t('state.settings'), href: settingsHref, external: true }
            : undefined
          }
        >
          {t(`state.${form.state}.message`)}
        </Banner>
      : null}
      {collectBlocked ?
        <Banner tone="warning" title={t('collectBlocked.title')}>
          {t('collectBlocked.message', { organization: organization.name })}
        </Banner>
      : null}
    </>
  );
}

/** The form's title, organisation, description and, for a funding kind, how far it got. */
export function JourneyFormHeader({
  aggregate: { form, organization },
  kind,
}: {
  aggregate: FormAggregate;
  kind: JourneyKind;
}) {
  const { HeaderFacts } = choiceStepOf(kind);
  return (
    <FormHeader
      title={form.title}
      organization={{ name: organization.name }}
      collectedCents={kind.funding ? form.amountCollected : undefined}
      goalCents={form.goal}
      percentage={form.fundingPercentage ?? undefined}
      contributorsCount={kind.funding ? form.contributorsCount : undefined}
    >
      {form.description ?
        <p>{form.description}</p>
      : null}
      {HeaderFacts ?
        <HeaderFacts form={form} />
      : null}
    </FormHeader>
  );
}
