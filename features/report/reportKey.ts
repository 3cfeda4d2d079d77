/** The hidden field that carries a report's idempotency key: one per report form shown. */
export const REPORT_KEY_FIELD = 'reportKey';

const KEY_PATTERN = /^[0-9a-f-]{36}$/u;

/** A fresh idempotency key for a report form. */
export function newReportKey(): string {
  return crypto.randomUUID();
}

/** The posted key, when it is one of ours (anything else is not sent to the API). */
export function postedReportKey(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && KEY_PATTERN.test(value) ? value : undefined;
}
