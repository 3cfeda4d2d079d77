/**
 * PATCH /organizations/{org}/forms/Event/{slug}/tiers/{tierId} `{ stock }`: a tier's
 * places on sale, set by the form's administrators. Never below what is sold; raised,
 * the freed places go to the waiting list first (placesMayBeFree, same transaction).
 */
import { and, eq } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client';
import { tiers } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { lockForm, type FormRow } from '../forms';
import { placesMayBeFree } from './offers';

export async function setTierStock(tx: SandboxTx, ctx: RequestContext, form: FormRow, tierId: number, stock: number) {
  await lockForm(tx, form.id);
  const rows = await tx
    .select()
    .from(tiers)
    .where(and(eq(tiers.id, tierId), eq(tiers.formId, form.id)))
    .for('update');
  const tier = rows[0];
  if (!tier) throw fail(404, 'NOT_FOUND', `No tier ${tierId} on this form.`);
  if (stock < tier.sold) {
    throw fail(422, 'INVALID_STOCK', `${tier.sold} place(s) of this tier are sold: the stock cannot be less.`, 'stock');
  }
  await tx.update(tiers).set({ capacity: stock }).where(eq(tiers.id, tierId));
  const offered = await placesMayBeFree(tx, form.id, ctx.now);
  return { tierId, stock, sold: tier.sold, offered };
}
