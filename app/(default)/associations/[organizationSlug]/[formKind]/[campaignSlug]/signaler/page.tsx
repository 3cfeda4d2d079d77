import type { Metadata } from 'next';
import { ReportPage, reportPageMetadata } from '@/features/report/ReportPage';
import type { FormRouteParams } from '@/lib/journeyRoutes';

interface Props {
  params: Promise<FormRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reportPageMetadata(await params);
}

/** SPEC §2 report page: /associations/{org}/{kind}/{campaign}/signaler. */
export default async function Page({ params }: Props) {
  return <ReportPage params={await params} />;
}
