'use server';

import { getContributors } from '@/lib/api/forms';
import { isApiFailure } from '@/lib/api/http';
import { formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';
import { contributorEntry, type ContributorsView } from './contributors';

/**
 * "See more" with JavaScript: the page after `token`, or null when the API refuses (the
 * link still works: the list falls back to the page address).
 */
export async function moreContributors(
  route: FormRouteParams,
  token: string,
): Promise<Pick<ContributorsView, 'contributors' | 'nextToken'> | null> {
  const ref = formRefFromRoute(route);
  if (!ref || typeof token !== 'string' || token.length > 500) return null;
  try {
    const page = await getContributors(ref, token);
    return { contributors: page.data.map(contributorEntry), nextToken: page.continuationToken };
  } catch (error) {
    if (isApiFailure(error)) return null;
    throw error;
  }
}
