import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { instalmentForMetadata, withInstalment } from '@/app/_payments/instalmentRoute';
import type { SearchParams } from '@/features/payment/pageParams';
import {
  InstalmentPage,
  RegularisationStatusPage,
  instalmentMetadata,
  regularisationStatusMetadata,
} from '@/features/payment/regularisation/RegularisationPages';
import { parseRegularisationSegments, regularisationPath, regularisationStatusPath } from '@/lib/routes/payment';

interface Props {
  params: Promise<{ id: string; rest?: string[] }>;
  searchParams: Promise<SearchParams>;
}

const routeOf = async (params: Props['params']) => {
  const { id, rest = [] } = await params;
  return parseRegularisationSegments([id, ...rest]);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await routeOf(params);
  if (!route) return {};
  if (route.view === 'instalment') return instalmentMetadata(await instalmentForMetadata(route.paymentId));
  return regularisationStatusMetadata(route.view);
}

/**
 * SPEC §2 /paiement/regularisation/{id}[/en] (the refused instalment) and
 * /paiement/regularisation/{status}/{id}[/en] (en-attente, confirmation, echec, annulation).
 * One dynamic segment at this level: Next allows no two differently named ones.
 */
export default async function RegularisationRoute({ params, searchParams }: Props) {
  const route = await routeOf(params);
  if (!route) notFound();
  const { paymentId, english } = route;
  const query = await searchParams;
  if (route.view === 'instalment') {
    return withInstalment(paymentId, regularisationPath(paymentId, english), (instalment) => (
      <InstalmentPage instalment={instalment} english={english} />
    ));
  }
  const status = route.view;
  return withInstalment(paymentId, regularisationStatusPath(status, paymentId, english), (instalment) => (
    <RegularisationStatusPage status={status} instalment={instalment} english={english} searchParams={query} />
  ));
}
