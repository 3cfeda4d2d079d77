/**
 * The demo forms the home page lists while the built-in sandbox serves the API: the public
 * forms of the demo organisations, for the form kinds whose journey this app already has.
 * Pure (loadDemoForms.ts fetches them).
 */
import type { OrganizationFull } from '@/lib/api/contracts/forms';
import { formBasePath } from '@/lib/routes/journey';
import { hasJourney, type FormType } from '@/lib/kinds/formKinds';

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
    const { organizationSlug } = organization;
    return hasJourney(form.formType) && form.state === 'Public' ?
        [{ title: form.title, formType: form.formType, path: formBasePath({ ...form, organizationSlug }) }]
      : [];
  });
  return { slug: organization.organizationSlug, name: organization.name, forms };
}
