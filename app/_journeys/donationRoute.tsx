/**
 * The donation journey's route module, shared by its two copies: the page
 * (/associations/{org}/formulaires/{campaign}[/{step}][/en]) and the widget framed by the
 * association's site (…/{campaign}/widget/{step}[/en]). The app composes the features:
 * the campaign journey and the shell's admin shortcuts.
 */
import type { Metadata } from 'next';
import {
  DonationJourneyPage,
  donationJourneyMetadata,
  type DonationRouteParams,
  type SearchParams,
} from '@/features/campaign/DonationJourneyPage';
import { donationFormOf } from '@/features/campaign/donation';
import { loadForm } from '@/features/campaign/queries';
import { AdminShortcuts } from '@/features/shell/AdminShortcuts';
import { adminShortcutLinks } from '@/features/shell/adminShortcutLinks';
import { backOfficeUrl } from '@/features/shell/config';

export interface DonationRouteProps {
  params: Promise<DonationRouteParams>;
  searchParams: Promise<SearchParams>;
}

export async function donationRouteMetadata({ params }: DonationRouteProps): Promise<Metadata> {
  return donationJourneyMetadata(await params);
}

export async function DonationRoute({ params, searchParams, widget }: DonationRouteProps & { widget: boolean }) {
  const route = await params;
  // Cached per request: the journey page reads the same aggregate.
  const form = (await loadForm(donationFormOf(route)))?.form;
  return (
    <DonationJourneyPage
      params={route}
      searchParams={await searchParams}
      widget={widget}
      adminShortcuts={
        form ?
          <AdminShortcuts
            organizationSlug={form.organizationSlug}
            formType={form.formType}
            formSlug={form.formSlug}
            hasAdminRights={form.hasAdminRights}
          />
        : null
      }
      settingsHref={form ? adminShortcutLinks(backOfficeUrl, form).edit : undefined}
    />
  );
}
