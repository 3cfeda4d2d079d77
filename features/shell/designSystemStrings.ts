import 'server-only';
import { getTranslations } from 'next-intl/server';
import { designSystemStringKeys, type DesignSystemStrings } from '@/design-system/strings/DesignSystemStrings';

/** Fills the design system's built-in strings from the `DesignSystem` namespace. */
export async function loadDesignSystemStrings(): Promise<DesignSystemStrings> {
  const t = await getTranslations('DesignSystem');
  return Object.fromEntries(
    designSystemStringKeys.map((key) => [key, key === 'toastRegion' ? t.raw(key) : t(key)]),
  ) as unknown as DesignSystemStrings;
}
