/** Test helper: the messages a schema reports for a value, or its output when valid. */
import type * as z from 'zod/mini';

export function check(
  schema: z.ZodMiniType,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; messages: string[] } {
  const result = schema.safeParse(value);
  return result.success ?
      { ok: true, value: result.data }
    : { ok: false, messages: result.error.issues.map((issue) => issue.message) };
}

export function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = check(schema, value);
  return result.ok ? [] : result.messages;
}
