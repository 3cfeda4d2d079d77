import { getTranslations } from 'next-intl/server';
import { AdminShortcutsBar } from '@/design-system/patterns/AdminShortcutsBar/AdminShortcutsBar';
import type { FormType } from '@/lib/kinds/formKinds';
import { adminShortcutLinks } from './adminShortcutLinks';
import { backOfficeUrl } from './config';

export interface AdminShortcutsProps {
  organizationSlug: string;
  formType: FormType;
  formSlug: string;
  /** From the form aggregate (the API computes it from the bearer's roles). */
  hasAdminRights: boolean;
}

/**
 * Admin shortcuts for a form's administrators (SPEC §2): edit content, share, statistics,
 * administrators, each opening the back-office (NEXT_PUBLIC_BACKOFFICE_URL) in a new tab.
 * A fixed bar at the bottom on small screens, floating from 900 px (AdminShortcutsBar).
 * Renders nothing for anyone else. Compose it in a form's page with the aggregate:
 *
 *   <AdminShortcuts organizationSlug={org.slug} formType={form.formType}
 *     formSlug={form.formSlug} hasAdminRights={form.hasAdminRights} />
 */
export async function AdminShortcuts({ hasAdminRights, ...form }: AdminShortcutsProps) {
  if (!hasAdminRights) return null;
  const t = await getTranslations('Shell');
  const links = adminShortcutLinks(backOfficeUrl, form);
  return (
    <AdminShortcutsBar
      label={t('adminShortcutsLabel')}
      shortcuts={[
        { kind: 'edit', label: t('adminEdit'), href: links.edit },
        { kind: 'share', label: t('adminShare'), href: links.share },
        { kind: 'statistics', label: t('adminStatistics'), href: links.statistics },
        { kind: 'administrators', label: t('adminAdministrators'), href: links.administrators },
      ]}
    />
  );
}
