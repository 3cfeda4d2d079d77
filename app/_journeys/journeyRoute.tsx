/**
 * The journey route module, shared by its two copies for every form kind: the page
 * (/associations/{org}/{kind}/{form}[/{step}][/en]) and the widget framed by the
 * association's site (…/{form}/widget/{step}[/en]). The app composes the features:
 * the form's journey, the shell's admin shortcuts and its providers of the step's messages.
 */
import type { Metadata } from 'next';
import { JourneyPage, journeyMetadata, type JourneyRouteParams } from '@/features/journey/JourneyPage';
import type { SearchParams } from '@/features/journey/step-page/journeyStepView';
import { loadForm } from '@/features/journey/queries';
import { AdminShortcuts } from '@/features/shell/AdminShortcuts';
import { adminShortcutLinks } from '@/features/shell/adminShortcutLinks';
import { backOfficeUrl } from '@/features/shell/config';
import { withIslandMessages } from '@/features/shell/IslandProviders';
import { formRefFromRoute } from '@/lib/routes/journey';

export interface JourneyRouteProps {
  params: Promise<JourneyRouteParams>;
  searchParams: Promise<SearchParams>;
}

export async function journeyRouteMetadata({ params }: JourneyRouteProps): Promise<Metadata> {
  return journeyMetadata(await params);
}

export async function JourneyRoute({ params, searchParams, widget }: JourneyRouteProps & { widget: boolean }) {
  const route = await params;
  const ref = formRefFromRoute(route);
  // Cached per request: the journey page reads the same aggregate.
  const form = ref ? (await loadForm(ref))?.form : null;
  return (
    <JourneyPage
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
      withIslandMessages={withIslandMessages}
    />
  );
}
