import type { AdminShortcut } from '@/design-system/patterns/AdminShortcutsBar/AdminShortcutsBar';
import { adminShortcutPaths, type FormType } from '@/lib/kinds/formKinds';

/** The four back-office links of SPEC §2, absolute on the configured back-office. */
export function adminShortcutLinks(
  base: string,
  { organizationSlug, formType, formSlug }: { organizationSlug: string; formType: FormType; formSlug: string },
): Record<AdminShortcut['kind'], string> {
  const paths = adminShortcutPaths(organizationSlug, formType, formSlug);
  const root = base.replace(/\/+$/, '');
  return {
    edit: `${root}/${paths.edit}`,
    share: `${root}/${paths.share}`,
    statistics: `${root}/${paths.statistics}`,
    administrators: `${root}/${paths.administrators}`,
  };
}
