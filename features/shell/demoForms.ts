/**
 * The demo forms the home page lists while the built-in sandbox serves the API: the public
 * forms of the demo organisations, for the form kinds whose journey this app already has.
 * Pure (loadDemoForms.ts fetches them).
 */
import type { OrganizationFull } from '@/lib/api/contracts/forms';
import { campaignBasePath } from '@/lib/journeyRoutes';
import type { FormType } from '@/lib/rules/formTypes';

/** Form kinds with a journey in this app; the other kinds come with their own issues. */
const JOURNEY_PATHS: Partial<Record<FormType, (organizationSlug: string, formSlug: string) => string>> = {
  Donation: (organizationSlug, campaignSlug) => campaignBasePath({ organizationSlug, campaignSlug }),
};

export interface DemoForm {
  readonly title: string;
  readonly formType: FormType;
  /** Path without the /forms base path. */
  readonly path: string;
}

export interface DemoOrganization {
  readonly slug: string;
  readonly name: string;
  readonly forms: readonly DemoForm[];
}

export function demoFormsOf(organization: OrganizationFull): DemoOrganization {
  const forms = organization.forms.flatMap((form) => {
    const pathOf = JOURNEY_PATHS[form.formType];
    return pathOf && form.state === 'Public' ?
        [{ title: form.title, formType: form.formType, path: pathOf(organization.organizationSlug, form.formSlug) }]
      : [];
  });
  return { slug: organization.organizationSlug, name: organization.name, forms };
}
