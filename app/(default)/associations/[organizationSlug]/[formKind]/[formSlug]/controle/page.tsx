import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CheckInPage, checkInMetadata } from '@/features/checkin/CheckInPage';
import { loadDoor } from '@/features/checkin/queries';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { IslandMessages } from '@/features/shell/IslandProviders';
import { signInPath } from '@/lib/routes/account';
import { checkInPath } from '@/lib/routes/checkin';
import type { FormRouteParams } from '@/lib/routes/journey';

interface Props {
  params: Promise<FormRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkInMetadata(await loadDoor(await params));
}

/** The messages the door's islands read. */
const CHECK_IN_NAMESPACES = ['CheckIn'] as const;

/**
 * /associations/{org}/evenements/{form}/controle (issue 53, the door): the form's
 * administrators only. Anonymous → sign in and come back; anyone else → 403; an unknown
 * form, or a kind without tickets → 404.
 */
export default async function CheckInRoute({ params }: Props) {
  const access = await loadDoor(await params);
  if (access.kind === 'notFound') notFound();
  if (access.kind === 'signIn') redirect(signInPath(checkInPath(access.ref)));
  if (access.kind === 'refused') return renderApiFailure(access.error);
  return (
    <IslandMessages namespaces={CHECK_IN_NAMESPACES}>
      <CheckInPage door={access.ref} aggregate={access.aggregate} count={access.count} />
    </IslandMessages>
  );
}
