import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ControlStatesGallery } from '@/features/accessibility/ControlStatesGallery';
import { isTestModeEnv } from '@/sandbox/testMode';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Sandbox.controlStates');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Every design-system control in each state, for the e2e test that compares them with
 * and without JavaScript (tests/e2e/control-states.spec.ts). Served only in the
 * sandbox's test mode: it is a test bench, not a page of the product.
 */
export default function Page() {
  if (!isTestModeEnv()) notFound();
  return <ControlStatesGallery />;
}
