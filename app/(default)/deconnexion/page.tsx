import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignOutPage } from '@/features/account/AccountPages';
import { IslandProviders } from '@/features/shell/IslandProviders';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.signOut');
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return (
    <IslandProviders>
      <SignOutPage returnTo={(await searchParams).returnTo} />
    </IslandProviders>
  );
}
