import 'server-only';
import type { FormRef } from '@/lib/kinds/formKinds';
import { CONTRIBUTORS_PAGE_SIZE, PUBLIC_AGGREGATE_SHARED_MS } from '@/lib/rules/constants';
import { apiCacheMs, briefCache } from './briefCache';
import { showsStock } from './formStock';
import {
  AbuseResponseSchema,
  ContributorsPageSchema,
  FormAggregateSchema,
  OrganizationFullSchema,
  ProviderSchema,
  type AbuseBody,
  type ContributorsPage,
  type FormAggregate,
  type OrganizationFull,
} from './contracts/forms';
import { isApiFailure } from './http';
import { readSessionTokens } from './session';
import { callApi } from './transport';

/** SPEC §7 "Forms and organisations": one function per call. */

const formPath = ({ organizationSlug, formType, formSlug }: FormRef) =>
  `/organizations/${encodeURIComponent(organizationSlug)}/forms/${formType}/${encodeURIComponent(formSlug)}`;

/** GET /agg/form: form, organization, compliance, seoTags (hasAdminRights from the bearer). */
export const getFormAggregate = (key: FormRef, cartId?: string) =>
  callApi({ path: '/agg/form', query: { ...key, cartId }, schema: FormAggregateSchema, routeLabel: 'form.aggregate' });

/** Only a visitor's reads are shared: with a bearer, the answer is that user's (hasAdminRights, drafts). */
async function isVisitor(): Promise<boolean> {
  return !(await readSessionTokens()).accessToken;
}

async function findFreshAggregate(key: FormRef): Promise<FormAggregate | null> {
  try {
    return await getFormAggregate(key);
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return null;
    throw error;
  }
}

const aggregates = briefCache<FormAggregate | null>({
  name: 'form.aggregate',
  ttlMs: () => apiCacheMs(),
  keep: (aggregate) => aggregate === null || !showsStock(aggregate),
});

/**
 * The form aggregate, or null when the API answers 404 (unknown, or not public for this
 * visitor). A visitor's may be a few seconds old (apiCacheMs), unless the form shows stock.
 * What makes a cart (server actions) reads it afresh: findFreshFormAggregate.
 */
export async function findFormAggregate(key: FormRef): Promise<FormAggregate | null> {
  if (!(await isVisitor())) return findFreshAggregate(key);
  const { organizationSlug, formType, formSlug } = key;
  return aggregates.read(JSON.stringify([organizationSlug, formType, formSlug]), () => findFreshAggregate(key));
}

/** The form aggregate as the API sees it now, or null on a 404 (never from the brief cache). */
export const findFreshFormAggregate = findFreshAggregate;

const publicAggregates = briefCache<FormAggregate | null>({
  name: 'form.publicAggregate',
  ttlMs: () => PUBLIC_AGGREGATE_SHARED_MS,
  maxEntries: 500,
});

/**
 * The form as any visitor sees it, or null on a 404: read with no bearer, so the answer
 * never depends on who asks (an administrator's draft stays a 404) and any cache may keep it.
 */
export function findPublicFormAggregate(key: FormRef): Promise<FormAggregate | null> {
  const { organizationSlug, formType, formSlug } = key;
  return publicAggregates.read(JSON.stringify([organizationSlug, formType, formSlug]), async () => {
    try {
      return await callApi({
        path: '/agg/form',
        query: { ...key },
        schema: FormAggregateSchema,
        routeLabel: 'form.aggregate',
        authenticated: false,
      });
    } catch (error) {
      if (isApiFailure(error) && error.statusCode === 404) return null;
      throw error;
    }
  });
}

export const getProvider = (organizationSlug: string) =>
  callApi({
    path: `/organizations/${encodeURIComponent(organizationSlug)}/provider`,
    schema: ProviderSchema,
    routeLabel: 'organization.provider',
  });

const fetchOrganization = (organizationSlug: string) =>
  callApi({
    path: `/organizations/${encodeURIComponent(organizationSlug)}/full`,
    schema: OrganizationFullSchema,
    routeLabel: 'organization.full',
  });

const organizations = briefCache<OrganizationFull>({ name: 'organization.full', ttlMs: () => apiCacheMs() });

/** An organisation and its published forms (no stock): a visitor's may be a few seconds old (apiCacheMs). */
export async function getOrganization(organizationSlug: string): Promise<OrganizationFull> {
  if (!(await isVisitor())) return fetchOrganization(organizationSlug);
  return organizations.read(organizationSlug, () => fetchOrganization(organizationSlug));
}

const fetchContributors = (key: FormRef, continuationToken?: string | null) =>
  callApi({
    path: `${formPath(key)}/contributors`,
    query: { pageSize: CONTRIBUTORS_PAGE_SIZE, continuationToken },
    schema: ContributorsPageSchema,
    routeLabel: 'form.contributors',
  });

const contributorPages = briefCache<ContributorsPage>({ name: 'form.contributors', ttlMs: () => apiCacheMs() });

/** A page of a form's contributors (no stock): a visitor's may be a few seconds old (apiCacheMs). */
export async function getContributors(key: FormRef, continuationToken?: string | null): Promise<ContributorsPage> {
  if (!(await isVisitor())) return fetchContributors(key, continuationToken);
  const { organizationSlug, formType, formSlug } = key;
  return contributorPages.read(JSON.stringify([organizationSlug, formType, formSlug, continuationToken ?? null]), () =>
    fetchContributors(key, continuationToken),
  );
}

/**
 * POST /abuses (the report page). `idempotencyKey`: one per report form shown, so a
 * double click stores the report once (the API replays the first answer).
 */
export const reportAbuse = (body: AbuseBody, idempotencyKey?: string) =>
  callApi({
    method: 'POST',
    path: '/abuses',
    body,
    schema: AbuseResponseSchema,
    routeLabel: 'abuse.report',
    forwardClient: true,
    authenticated: false,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
