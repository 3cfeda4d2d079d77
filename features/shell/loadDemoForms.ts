/** Fetches the home page's demo forms from the API (server only: lib/api/forms). */
import { getOrganization } from '@/lib/api/forms';
import { isSandboxEnabled } from '@/lib/api/upstream';
import { demoOrganizationSlugs } from './config';
import { demoFormsOf, type DemoOrganization } from './demoForms';

/**
 * null when the sandbox is off (another API: no demo data to show). An organisation the
 * API cannot give is left out rather than failing the home page.
 */
export async function loadDemoOrganizations(): Promise<DemoOrganization[] | null> {
  if (!isSandboxEnabled()) return null;
  const results = await Promise.allSettled(demoOrganizationSlugs.map((slug) => getOrganization(slug)));
  return results
    .flatMap((result) => (result.status === 'fulfilled' ? [demoFormsOf(result.value)] : []))
    .filter((organization) => organization.forms.length > 0);
}
