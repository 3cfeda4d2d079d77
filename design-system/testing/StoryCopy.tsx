import { useTranslations } from 'next-intl';

/**
 * Story copy of the field components, from the `StorybookFields` namespace of messages/
 * (stories follow the toolbar language like the app; no literal copy in .tsx files).
 * Use it as a ReactNode arg: `label: <StoryCopy id="firstNameLabel" />`.
 */
export function StoryCopy({ id, values }: { id: string; values?: Record<string, string | number> }) {
  const t = useTranslations('StorybookFields');
  return <>{t(id, values)}</>;
}

/** The same copy as a string, for props that take strings (aria-label, titles). */
export function useStoryCopy() {
  return useTranslations('StorybookFields');
}
