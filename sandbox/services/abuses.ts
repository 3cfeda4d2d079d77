/** Reports of a form (SPEC §7 POST /abuses), checked with the report form's own rules. */
import type { z } from 'zod';
import type { AbuseBodySchema } from '@/lib/api/contracts/forms';
import { reportSchema } from '@/lib/rules/validation/report';
import { abuses } from '../db/schema';
import type { RequestContext } from '../context';
import { ApiFailure } from '../http/errors';

export async function reportAbuse(ctx: RequestContext, body: z.output<typeof AbuseBodySchema>) {
  const userEmail = body.userEmail || undefined;
  // The report form's own rules (lib/rules/validation/report): reason, message required.
  const checked = reportSchema().safeParse({ reason: body.reason, userMessage: body.userMessage, userEmail });
  if (!checked.success) {
    throw new ApiFailure(
      400,
      checked.error.issues.map((issue) => ({
        code: 'INVALID_REPORT' as const,
        message: issue.message,
        field: issue.path.map(String).join('.'),
      })),
    );
  }
  const rows = await ctx.db
    .insert(abuses)
    .values({
      reason: body.reason,
      userEmail: userEmail ?? null,
      userMessage: body.userMessage.trim(),
      url: body.url,
      createdAt: ctx.now,
    })
    .returning({ id: abuses.id, createdAt: abuses.createdAt });
  const row = rows[0] as { id: number; createdAt: Date };
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
