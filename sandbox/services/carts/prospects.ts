/** Prospects: an email left on a form whose payments are suspended. */
import type { z } from 'zod';
import type { ProspectBodySchema } from '@/lib/api/contracts/carts';
import { prospects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { assertVisible, findForm, formTypeOf, hasAdminRights } from '../forms';

export async function addProspect(ctx: RequestContext, body: z.output<typeof ProspectBodySchema>) {
  const { form, org } = await findForm(ctx.db, body.organizationSlug, body.formType, body.formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  const email = body.email.trim().toLowerCase();
  await ctx.db.insert(prospects).values({ formId: form.id, email, createdAt: ctx.now }).onConflictDoNothing();
  return {
    email,
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    createdAt: ctx.now.toISOString(),
  };
}
