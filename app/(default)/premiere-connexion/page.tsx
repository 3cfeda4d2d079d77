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
  const params = await searchParams;
  return (
    <IslandProviders>
      <AccountLinkPage
        flow="firstConnection"
        token={params.token}
        redirectTo={params.redirectTo}
        done={params.fait}
        renderFailure={renderApiFailure}
      />
    </IslandProviders>
  );
}
