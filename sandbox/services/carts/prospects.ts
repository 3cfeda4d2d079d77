/** Prospects: an email left on a form whose payments are suspended. */
import type { z } from 'zod';
import type { ProspectBodySchema } from '@/lib/api/contracts/carts';
import { and, eq } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { forms, prospects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueue } from '../../jobs/queue';
import { emailJob } from '../../jobs/emailJobs';
import { assertVisible, findForm, formTypeOf, hasAdminRights } from '../forms';

export async function addProspect(ctx: RequestContext, body: z.output<typeof ProspectBodySchema>) {
  const { form, org } = await findForm(ctx.db, body.organizationSlug, body.formType, body.formSlug);
  assertVisible(form, hasAdminRights(ctx, org, form));
  const email = body.email.trim().toLowerCase();
  await ctx.db
    .insert(prospects)
    .values({ formId: form.id, email, locale: ctx.locale, createdAt: ctx.now })
    .onConflictDoUpdate({ target: [prospects.formId, prospects.email], set: { locale: ctx.locale } });
  return {
    email,
    organizationSlug: org.slug,
    formSlug: form.slug,
    formType: formTypeOf(form),
    createdAt: ctx.now.toISOString(),
  };
}

/**
 * Payments open again on a suspended form: each prospect is emailed once (the job's key
 * is the prospect), in the language they left their address in. Answers whether the form
 * was suspended.
 */
export async function resumePayments(tx: SandboxTx, ctx: RequestContext, formId: number): Promise<boolean> {
  const resumed = await tx
    .update(forms)
    .set({ paymentSuspended: false })
    .where(and(eq(forms.id, formId), eq(forms.paymentSuspended, true)))
    .returning({ id: forms.id });
  if (resumed.length === 0) return false;
  const waiting = await tx.select({ id: prospects.id }).from(prospects).where(eq(prospects.formId, formId));
  await enqueue(tx, ctx.now, ...waiting.map(({ id }) => emailJob({ email: 'FormReopened', prospectId: id })));
  return true;
}
