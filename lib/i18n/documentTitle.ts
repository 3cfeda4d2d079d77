import 'server-only';
import { getTranslations } from 'next-intl/server';
import { brandName } from '@/lib/config';

/** The document title a page's metadata gives (a form prefixes it with "Erreur : " after a refusal). */
export async function documentTitle(title: string): Promise<string> {
  const tMeta = await getTranslations('Metadata');
  return tMeta('titleTemplate', { title, brand: brandName });
}
