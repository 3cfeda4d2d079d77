/** Fetches the home page's demo forms from the API (server only: lib/api/forms). */
import { getOrganization } from '@/lib/api/forms';
import { isApiFailure } from '@/lib/api/http';
import { isSandboxEnabled } from '@/lib/api/upstream';
import { demoOrganizationSlugs } from './config';
import { demoFormsOf, type DemoOrganization } from './demoForms';

/**
 * null when the sandbox is off (another API: no demo data to show). An organisation the
 * API cannot give is left out rather than failing the home page; when it can give none,
 * the API itself is failing (its database gone): that failure is thrown, so the home page
 * says so instead of "no demo form".
 */
export async function loadDemoOrganizations(): Promise<DemoOrganization[] | null> {
  if (!isSandboxEnabled()) return null;
  const results = await Promise.allSettled(demoOrganizationSlugs.map((slug) => getOrganization(slug)));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (results.length > 0 && failures.length === results.length && !failures.every(isNotFound)) throw failures[0];
  return results
    .flatMap((result) => (result.status === 'fulfilled' ? [demoFormsOf(result.value)] : []))
    .filter((organization) => organization.forms.length > 0);
}

/** An organisation that does not exist (a DEMO_ORGANIZATIONS typo) is not the API failing. */
function isNotFound(error: unknown): boolean {
  return isApiFailure(error) && error.statusCode === 404;
}
