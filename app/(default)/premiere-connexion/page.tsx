import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formPageTitle } from '@/forms/formErrorFlag';
import { AccountLinkPage } from '@/features/account/AccountPages';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { IslandProviders } from '@/features/shell/IslandProviders';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.firstConnection');
  return { title: await formPageTitle(t('metaTitle')), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2: /premiere-connexion?redirectTo={current address}; the emailed link adds ?token=. */
export default async function Page({ searchParams }: Props) {
  return (
    <IslandProviders>
      <AccountLinkPage flow="firstConnection" query={await searchParams} renderFailure={renderApiFailure} />
    </IslandProviders>
  );
}
