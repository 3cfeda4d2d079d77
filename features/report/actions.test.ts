/**
 * The report action (features/report/actions.ts) against the real sandbox API over real
 * HTTP. Only Next's request plumbing is replaced: `server-only` (a build-time marker)
 * and `next/headers` (an in-memory cookie jar and the request's headers, with a forged
 * Host the action must not use).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '@/tests/sandbox/support';
import { REPORT_KEY_FIELD, newReportKey } from './reportKey';

vi.mock('server-only', () => ({}));

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => {
  const store = {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => {
      jar.set(name, value);
      return store;
    },
  };
  return { cookies: async () => store, headers: async () => new Headers({ host: 'forged.example:9' }) };
});

const { sendReport } = await import('./actions');

const ref = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Donation' as const,
  formSlug: 'soutenir-nos-actions',
};
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('pglite');
  vi.stubEnv('FORMS_INTERNAL_ORIGIN', new URL(sandbox.base).origin);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sandbox?.close();
});
beforeEach(() => jar.clear());

const uniqueMessage = () => `Signalement ${Math.random().toString(36).slice(2)}`;

function reportForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function storedWith(userMessage: string) {
  const response = await sandbox.request('GET', `/__test/abuses?userMessage=${encodeURIComponent(userMessage)}`);
  return response.body as { count: number; data: { reason: string; url: string; userEmail: string | null }[] };
}

describe('sendReport', () => {
  it('refuses an incomplete report with the fields to fix, and stores nothing', async () => {
    const state = await sendReport(ref, undefined, reportForm({ userEmail: 'pas-une-adresse' }));
    expect(state.sent).toBeUndefined();
    expect(Object.keys(state.result?.error ?? {}).sort()).toEqual(['reason', 'userEmail', 'userMessage']);
  });

  it("stores the report with the form page's address from configuration, and offers a new key", async () => {
    const key = newReportKey();
    const message = uniqueMessage();
    const state = await sendReport(
      ref,
      undefined,
      reportForm({ reason: 'OFF_TOPIC', userMessage: message, userEmail: '', [REPORT_KEY_FIELD]: key }),
    );
    expect(state.sent).toBe(true);
    expect(state.nextKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.nextKey).not.toBe(key);
    const stored = await storedWith(message);
    expect(stored.count).toBe(1);
    expect(stored.data[0]).toMatchObject({ reason: 'OFF_TOPIC', userEmail: null });
    expect(stored.data[0]?.url).toMatch(
      /\/forms\/associations\/les-amis-du-quartier\/formulaires\/soutenir-nos-actions$/,
    );
    expect(stored.data[0]?.url).not.toContain('forged.example');
  });

  it('stores a report posted twice at once with one key only once; two keys are two reports', async () => {
    const message = uniqueMessage();
    const fields = { reason: 'SPAM', userMessage: message, [REPORT_KEY_FIELD]: newReportKey() };
    const [first, second] = await Promise.all([
      sendReport(ref, undefined, reportForm(fields)),
      sendReport(ref, undefined, reportForm(fields)),
    ]);
    expect([first.sent, second.sent]).toEqual([true, true]);
    expect((await storedWith(message)).count).toBe(1);
    await sendReport(ref, undefined, reportForm({ ...fields, [REPORT_KEY_FIELD]: newReportKey() }));
    expect((await storedWith(message)).count).toBe(2);
  });

  it('refuses without a captcha proof when the captcha is checked, and stores nothing', async () => {
    vi.stubEnv('CAPTCHA_VERIFIER', 'test');
    try {
      const message = uniqueMessage();
      const state = await sendReport(ref, undefined, reportForm({ reason: 'SPAM', userMessage: message }));
      expect(state.sent).toBeUndefined();
      expect(state.result?.error?.['']).toEqual(['Report.failure']);
      expect((await storedWith(message)).count).toBe(0);
    } finally {
      vi.stubEnv('CAPTCHA_VERIFIER', '');
    }
  });
});
