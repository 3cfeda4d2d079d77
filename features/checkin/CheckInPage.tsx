import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { CheckInCount } from '@/lib/api/contracts/checkins';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import type { FormRef } from '@/lib/kinds/formKinds';
import { presentCode } from './actions';
import { CheckInDoor } from './CheckInDoor';
import type { DoorAccess } from './queries';

export async function checkInMetadata(access: DoorAccess): Promise<Metadata> {
  const t = await getTranslations('CheckIn');
  return {
    title: access.kind === 'ok' ? t('metaTitle', { form: access.aggregate.form.title }) : t('title'),
    robots: { index: false, follow: false },
  };
}

/**
 * `/associations/{org}/evenements/{form}/controle`: the door of an event, for its
 * administrators (the route sends everyone else away). The code entry is a form posted
 * to a server action, with or without JavaScript; the camera is JavaScript's extra.
 */
export async function CheckInPage({
  door,
  aggregate,
  count,
}: {
  /** The event (not `ref`: React's own prop name). */
  door: FormRef;
  aggregate: FormAggregate;
  count: CheckInCount;
}) {
  const t = await getTranslations('CheckIn');
  return (
    <Container width="reading">
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('title')}</Heading>
          <Text>{t('intro', { form: aggregate.form.title, organization: aggregate.organization.name })}</Text>
        </Stack>
        <CheckInDoor action={presentCode.bind(null, door)} formTitle={aggregate.form.title} initialCount={count} />
      </Stack>
    </Container>
  );
}
