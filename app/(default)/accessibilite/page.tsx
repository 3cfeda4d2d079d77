import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessibilityStatement } from '@/features/accessibility/AccessibilityStatement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('accessibilityStatementTitle') };
}

export default function Page() {
  return <AccessibilityStatement />;
}
