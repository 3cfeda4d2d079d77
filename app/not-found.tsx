import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/shell/ErrorView';
import { SiteChrome } from '@/features/shell/SiteChrome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('notFoundTitle') };
}

export default function NotFound() {
  return (
    <SiteChrome>
      <ErrorView errorKey="404" />
    </SiteChrome>
  );
}
