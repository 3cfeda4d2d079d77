/**
 * Forms, organisations and stock. Stock of a tier (or option) = capacity − sold − held,
 * where "held" sums the places of OPEN carts that have not expired at the request's
 * instant: an expired cart frees its places by itself, no sweep needed.
 */
import { and, asc, count, eq, gt, inArray, ne, sum } from 'drizzle-orm';
import type { Form, FormAggregate, Organization, Compliance } from '@/lib/api/contracts/forms';
import { isFormType, urlSegmentFromFormType, type FormType } from '@/lib/kinds/formKinds';
import type { Executor } from '../db/client';
import { cartHolds, carts, extraOptions, forms, orders, organizations, tiers } from '../db/schema';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';

export type FormRow = typeof forms.$inferSelect;
export type OrgRow = typeof organizations.$inferSelect;
export type TierRow = typeof tiers.$inferSelect;
export type OptionRow = typeof extraOptions.$inferSelect;

export interface FormBundle {
  readonly form: FormRow;
  readonly org: OrgRow;
  readonly tiers: TierRow[];
  readonly options: OptionRow[];
}

export interface HeldStock {
  readonly tiers: Map<number, number>;
  readonly options: Map<number, number>;
}

export async function findOrganization(ex: Executor, slug: string): Promise<OrgRow> {
  const rows = await ex.select().from(organizations).where(eq(organizations.slug, slug));
  const org = rows[0];
  if (!org) throw fail(404, 'ORGANIZATION_NOT_FOUND', `No organization "${slug}".`);
  return org;
}

export async function findForm(
  ex: Executor,
  organizationSlug: string,
  formType: FormType,
  formSlug: string,
): Promise<{ form: FormRow; org: OrgRow }> {
  const rows = await ex
    .select({ form: forms, org: organizations })
    .from(forms)
    .innerJoin(organizations, eq(forms.organizationId, organizations.id))
    .where(and(eq(organizations.slug, organizationSlug), eq(forms.formType, formType), eq(forms.slug, formSlug)));
  const row = rows[0];
  if (!row)
    throw fail(404, 'FORM_NOT_FOUND', `No ${formType} form "${formSlug}" in organization "${organizationSlug}".`);
  return row;
}

export async function findFormById(ex: Executor, formId: number): Promise<{ form: FormRow; org: OrgRow }> {
  const rows = await ex
    .select({ form: forms, org: organizations })
    .from(forms)
    .innerJoin(organizations, eq(forms.organizationId, organizations.id))
    .where(eq(forms.id, formId));
  const row = rows[0];
  if (!row) throw fail(404, 'FORM_NOT_FOUND', `No form ${formId}.`);
  return row;
}

export async function loadBundle(ex: Executor, form: FormRow, org: OrgRow): Promise<FormBundle> {
  const tierRows = await ex
    .select()
    .from(tiers)
    .where(eq(tiers.formId, form.id))
    .orderBy(asc(tiers.position), asc(tiers.id));
  const optionRows =
    tierRows.length === 0 ?
      []
    : await ex
        .select()
        .from(extraOptions)
        .where(
          inArray(
            extraOptions.tierId,
            tierRows.map((tier) => tier.id),
          ),
        )
        .orderBy(asc(extraOptions.position), asc(extraOptions.id));
  return { form, org, tiers: tierRows, options: optionRows };
}

/** loadBundle, remembered for the rest of the request (see RequestContext.bundles). */
export async function bundleFor(ex: Executor, ctx: RequestContext, form: FormRow, org: OrgRow): Promise<FormBundle> {
  const bundle = await loadBundle(ex, form, org);
  ctx.bundles.set(form.id, bundle);
  return bundle;
}

/** The bundle this request already loaded, or a fresh one. */
export async function cachedBundle(ex: Executor, ctx: RequestContext, formId: number): Promise<FormBundle> {
  const known = ctx.bundles.get(formId) as FormBundle | undefined;
  if (known) return known;
  const { form, org } = await findFormById(ex, formId);
  return bundleFor(ex, ctx, form, org);
}

/** Serialises stock changes of one form: every transaction that reads-then-writes stock takes this first. */
export async function lockForm(ex: Executor, formId: number): Promise<void> {
  await ex.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).for('update');
}

/** Places held by open, unexpired carts (optionally not counting one cart). */
export async function heldStock(ex: Executor, formId: number, now: Date, excludeCartId?: string): Promise<HeldStock> {
  const rows = await ex
    .select({
      tierId: cartHolds.tierId,
      optionId: cartHolds.optionId,
      quantity: sum(cartHolds.quantity).mapWith(Number),
    })
    .from(cartHolds)
    .innerJoin(carts, eq(carts.id, cartHolds.cartId))
    .where(
      and(
        eq(cartHolds.formId, formId),
        eq(carts.state, 'Open'),
        gt(carts.expiresAt, now),
        excludeCartId ? ne(carts.id, excludeCartId) : undefined,
      ),
    )
    .groupBy(cartHolds.tierId, cartHolds.optionId);
  const held: HeldStock = { tiers: new Map(), options: new Map() };
  for (const row of rows) {
    if (row.optionId === null) held.tiers.set(row.tierId, (held.tiers.get(row.tierId) ?? 0) + row.quantity);
    else held.options.set(row.optionId, (held.options.get(row.optionId) ?? 0) + row.quantity);
  }
  return held;
}

export function remainingOf(capacity: number | null, sold: number, held: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - sold - held);
}

/** Places left on the whole form (maxPerForm), or null when the form has no cap. */
export function formRemaining(bundle: FormBundle, held: HeldStock): number | null {
  if (bundle.form.maxPerForm === null) return null;
  const sold = bundle.tiers.reduce((total, tier) => total + tier.sold, 0);
  const heldTotal = [...held.tiers.values()].reduce((total, quantity) => total + quantity, 0);
  return Math.max(0, bundle.form.maxPerForm - sold - heldTotal);
}

export async function formStats(ex: Executor, formId: number): Promise<{ collected: number; contributors: number }> {
  const rows = await ex
    .select({ collected: sum(orders.amountTotal).mapWith(Number), contributors: count() })
    .from(orders)
    .where(eq(orders.formId, formId));
  return { collected: rows[0]?.collected ?? 0, contributors: rows[0]?.contributors ?? 0 };
}

/** FormAdmin of this form, or OrganizationAdmin of its organisation (from the bearer token). */
export function hasAdminRights(ctx: RequestContext, org: OrgRow, form: FormRow): boolean {
  const grants = ctx.claims?.grants ?? [];
  return grants.some(
    (grant) =>
      grant.organizationSlug === org.slug &&
      (grant.role === 'OrganizationAdmin' ||
        (grant.role === 'FormAdmin' && grant.formSlug === form.slug && grant.formType === form.formType)),
  );
}

const HIDDEN_STATES = new Set(['Draft', 'Disabled', 'Deleted']);

/** Draft, disabled and deleted forms exist only for their admins (404 for everyone else). */
export function assertVisible(form: FormRow, admin: boolean): void {
  if (HIDDEN_STATES.has(form.state) && !admin) {
    throw fail(404, 'FORM_NOT_FOUND', `No ${form.formType} form "${form.slug}".`);
  }
}

/** Buying needs a published form, an open sale and payments not suspended. */
export function assertOnSale(form: FormRow, now: Date): void {
  if (HIDDEN_STATES.has(form.state)) {
    throw fail(
      403,
      'FORM_NOT_PUBLISHED',
      `The form is ${form.state.toLowerCase()}: nothing can be bought until it is published.`,
    );
  }
  if (form.saleStartDate && form.saleStartDate.getTime() > now.getTime()) {
    throw fail(422, 'SALE_NOT_STARTED', `The sale opens on ${form.saleStartDate.toISOString()}.`);
  }
  const end = form.saleEndDate ?? (form.formType === 'CrowdFunding' ? form.endDate : null);
  if (end && end.getTime() <= now.getTime()) {
    throw fail(422, 'SALE_ENDED', `The sale ended on ${end.toISOString()}.`);
  }
  if (form.paymentSuspended) {
    throw fail(
      422,
      'PAYMENT_SUSPENDED',
      'Payments are suspended on this form; POST /carts/prospects to be told when they resume.',
    );
  }
}

export function formTypeOf(form: FormRow): FormType {
  if (!isFormType(form.formType)) throw new Error(`Form ${form.id} has an unknown type ${form.formType}`);
  return form.formType;
}

export function formUrl(ctx: RequestContext, org: OrgRow, form: FormRow): string {
  return `${ctx.appUrl}/associations/${org.slug}/${urlSegmentFromFormType(formTypeOf(form))}/${form.slug}`;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function serializeOrganization(ctx: RequestContext, org: OrgRow): Organization {
  return {
    id: org.id,
    organizationSlug: org.slug,
    name: org.name,
    category: org.category,
    type: org.type,
    description: org.description,
    city: org.city,
    zipCode: org.zipCode,
    logo: org.logo,
    banner: org.banner,
    url: `${ctx.appUrl}/associations/${org.slug}`,
    authenticationState: org.authenticationState as Organization['authenticationState'],
    provider: org.provider as Organization['provider'],
    fiscalReceiptEligibility: org.fiscalReceiptEligibility,
    isUnderColucheLaw: org.isUnderColucheLaw,
  };
}

export function complianceOf(org: OrgRow): Compliance {
  return { allowCollect: org.allowCollect, isCashInCompliant: org.allowCollect };
}

export function serializeForm(
  ctx: RequestContext,
  bundle: FormBundle,
  held: HeldStock,
  stats: { collected: number; contributors: number },
  admin: boolean,
): Form {
  const { form, org } = bundle;
  const amountCollected = form.collectedOffset + stats.collected;
  return {
    id: form.id,
    organizationSlug: org.slug,
    organizationName: org.name,
    organizationIsUnderColucheLaw: org.isUnderColucheLaw,
    formSlug: form.slug,
    formType: formTypeOf(form),
    title: form.title,
    description: form.description,
    state: form.state as Form['state'],
    currency: 'EUR',
    saleStartDate: iso(form.saleStartDate),
    saleEndDate: iso(form.saleEndDate),
    startDate: iso(form.startDate),
    endDate: iso(form.endDate),
    place: form.place ?? null,
    banner: form.banner,
    logo: form.logo,
    goal: form.goal,
    amountCollected,
    fundingPercentage: form.goal ? Math.floor((amountCollected * 100) / form.goal) : null,
    contributorsCount: stats.contributors,
    hasFiscalReduction: form.hasFiscalReduction,
    vatRate: form.vatRate,
    maxPerTier: form.maxPerTier,
    maxPerForm: form.maxPerForm,
    maxPerUser: form.maxPerUser,
    maxPerCart: form.maxPerCart,
    remainingNumber: formRemaining(bundle, held),
    waitingListOfferHours: form.waitingListOfferHours,
    allowCoupons: form.allowCoupons,
    allowCustomTier: form.allowCustomTier,
    acceptOpenDonation: form.acceptOpenDonation,
    acceptMonthlyDonation: form.acceptMonthlyDonation,
    presetAmounts: form.presetAmounts,
    minPrice: form.minPrice,
    maxPrice: form.maxPrice,
    paymentSuspended: form.paymentSuspended,
    requiresCgv: form.requiresCgv,
    refusesMinors: form.refusesMinors,
    instalmentOptions: {
      counts: form.instalmentCounts as Form['instalmentOptions']['counts'],
      monthly: form.monthly,
      maxPaymentDay: form.monthly ? form.maxPaymentDay : null,
    },
    tiers: bundle.tiers.map((tier) => ({
      id: tier.id,
      label: tier.label,
      description: tier.description,
      tierType: tier.tierType as Form['tiers'][number]['tierType'],
      price: tier.price,
      priceCategory: tier.priceCategory as Form['tiers'][number]['priceCategory'],
      minAmount: tier.minAmount,
      vatRate: tier.vatRate,
      remainingNumber: remainingOf(tier.capacity, tier.sold, held.tiers.get(tier.id) ?? 0),
      maxPerUser: tier.maxPerUser,
      paymentFrequency: tier.paymentFrequency as Form['tiers'][number]['paymentFrequency'],
      isEligibleTaxReceipt: tier.isEligibleTaxReceipt,
      saleStartDate: iso(tier.saleStartDate),
      saleEndDate: iso(tier.saleEndDate),
      customFields: tier.customFields,
      extraOptions: bundle.options
        .filter((option) => option.tierId === tier.id)
        .map((option) => ({
          id: option.id,
          label: option.label,
          description: option.description,
          price: option.price,
          vatRate: option.vatRate,
          isRequired: option.isRequired,
          remainingNumber: remainingOf(option.capacity, option.sold, held.options.get(option.id) ?? 0),
          customFields: option.customFields,
        })),
    })),
    hasAdminRights: admin,
    url: formUrl(ctx, org, form),
    meta: { createdAt: form.createdAt.toISOString(), updatedAt: form.updatedAt.toISOString() },
  };
}

/** Everything the form page needs, with the visibility rule applied. */
export async function formAggregate(
  ctx: RequestContext,
  key: { organizationSlug: string; formType: FormType; formSlug: string },
  cartId?: string,
): Promise<FormAggregate & { bundle: FormBundle; held: HeldStock }> {
  const { form, org } = await findForm(ctx.db, key.organizationSlug, key.formType, key.formSlug);
  const admin = hasAdminRights(ctx, org, form);
  assertVisible(form, admin);
  const bundle = await loadBundle(ctx.db, form, org);
  const held = await heldStock(ctx.db, form.id, ctx.now, cartId);
  const stats = await formStats(ctx.db, form.id);
  const serialized = serializeForm(ctx, bundle, held, stats, admin);
  return {
    bundle,
    held,
    form: serialized,
    organization: serializeOrganization(ctx, org),
    compliance: complianceOf(org),
    seoTags: {
      title: `${form.title} - ${org.name}`,
      description: form.description ?? `${org.name}: ${form.title}`,
      image: form.banner ?? org.logo,
      canonicalUrl: serialized.url,
      robots: form.state === 'Public' ? 'index,follow' : 'noindex,nofollow',
    },
  };
}

/** Published forms of an organisation, for /organizations/{slug}/full. */
export async function publicForms(ex: Executor, organizationId: number): Promise<FormRow[]> {
  return ex
    .select()
    .from(forms)
    .where(and(eq(forms.organizationId, organizationId), eq(forms.state, 'Public')))
    .orderBy(asc(forms.id));
}
