import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DisplaySettingsPage } from '@/features/shell/DisplaySettingsPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('displaySettingsTitle') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <DisplaySettingsPage
      saved={params.saved === '1'}
      returnTo={typeof params.returnTo === 'string' ? params.returnTo : undefined}
    />
  );
}
