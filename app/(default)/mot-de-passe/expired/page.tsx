import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ExpiredPasswordPage } from '@/features/account/AccountPages';
import { IslandProviders } from '@/features/shell/IslandProviders';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.expired');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** SPEC §2 {auth front}/mot-de-passe/expired, when NEXT_PUBLIC_AUTH_FRONT_URL is not set. */
export default function Page() {
  return (
    <IslandProviders>
      <ExpiredPasswordPage />
    </IslandProviders>
  );
}
