import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formPageTitle } from '@/lib/forms/formErrorFlag';
import { SignInPage } from '@/features/shell/AccountPages';
import { IslandProviders } from '@/features/shell/IslandProviders';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.signIn');
  return { title: await formPageTitle(t('pageTitle')), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return (
    <IslandProviders>
      <SignInPage redirectTo={(await searchParams).redirectTo} />
    </IslandProviders>
  );
}
