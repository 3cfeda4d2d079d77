import 'server-only';
import type { FormRef } from '@/lib/rules/formTypes';
import { CONTRIBUTORS_PAGE_SIZE } from '@/lib/rules/constants';
import {
  AbuseResponseSchema,
  ContributorsPageSchema,
  EnrichedFormSchema,
  FormAggregateSchema,
  OrganizationFullSchema,
  ProviderSchema,
  type AbuseBody,
} from './contracts/forms';
import { isApiFailure } from './http';
import { callApi } from './transport';

/** SPEC §7 "Forms and organisations": one function per call. */

const formPath = ({ organizationSlug, formType, formSlug }: FormRef) =>
  `/organizations/${encodeURIComponent(organizationSlug)}/forms/${formType}/${encodeURIComponent(formSlug)}`;

/** GET /agg/form: form, organization, compliance, seoTags (hasAdminRights from the bearer). */
export const getFormAggregate = (key: FormRef, cartId?: string) =>
  callApi({ path: '/agg/form', query: { ...key, cartId }, schema: FormAggregateSchema, routeLabel: 'form.aggregate' });

/** The form aggregate, or null when the API answers 404 (unknown, or not public for this visitor). */
export async function findFormAggregate(key: FormRef) {
  try {
    return await getFormAggregate(key);
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return null;
    throw error;
  }
}

export const getEnrichedForm = (key: FormRef, cartId?: string) =>
  callApi({
    path: `${formPath(key)}/enriched`,
    query: { cartId },
    schema: EnrichedFormSchema,
    routeLabel: 'form.enriched',
  });

export const getProvider = (organizationSlug: string) =>
  callApi({
    path: `/organizations/${encodeURIComponent(organizationSlug)}/provider`,
    schema: ProviderSchema,
    routeLabel: 'organization.provider',
  });

export const getOrganization = (organizationSlug: string) =>
  callApi({
    path: `/organizations/${encodeURIComponent(organizationSlug)}/full`,
    schema: OrganizationFullSchema,
    routeLabel: 'organization.full',
  });

export const getContributors = (key: FormRef, continuationToken?: string | null) =>
  callApi({
    path: `${formPath(key)}/contributors`,
    query: { pageSize: CONTRIBUTORS_PAGE_SIZE, continuationToken },
    schema: ContributorsPageSchema,
    routeLabel: 'form.contributors',
  });

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
    authenticated: false,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
