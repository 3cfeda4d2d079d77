import type { Metadata } from 'next';
import { ReportPage, reportPageMetadata } from '@/features/report/ReportPage';
import { IslandMessages } from '@/features/shell/IslandProviders';
import { JOURNEY_PAGE_NAMESPACES } from '@/lib/i18n/clientMessages';
import type { FormRouteParams } from '@/lib/routes/journey';

interface Props {
  params: Promise<FormRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reportPageMetadata(await params);
}

/** SPEC §2 report page: /associations/{org}/{kind}/{form}/signaler. */
export default async function Page({ params }: Props) {
  return (
    <IslandMessages namespaces={JOURNEY_PAGE_NAMESPACES.report}>
      <ReportPage params={await params} />
    </IslandMessages>
  );
}
