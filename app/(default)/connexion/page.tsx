import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formPageTitle } from '@/forms/formErrorFlag';
import { SignInPage } from '@/features/account/SignInPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.signIn');
  return { title: await formPageTitle(t('pageTitle')), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  // No IslandProviders: the form is translated by the server and keeps no shared state.
  return <SignInPage redirectTo={(await searchParams).redirectTo} />;
}
