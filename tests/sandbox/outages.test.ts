/**
 * Outages around a payment's confirmation: the card provider slow or silent
 * when the payer confirms, and, on PostgreSQL, the sandbox's connections terminated
 * mid-journey. Whatever the payer saw, the payment ends in one state, charged once, and
 * the next request works.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, sandboxPerSuite, startPayment, type TestSandbox } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment's state, as the card page polls it: a read that meets a connection the test
 * just terminated (still idle in the driver's pool) is a retryable 503, and the next one works.
 */
async function stateOf(sandbox: TestSandbox, paymentRequestId: string): Promise<string> {
  const path = `/api/payments/card-embed/get-next-action?paymentRequestId=${paymentRequestId}`;
  let status = await sandbox.request('GET', path);
  for (let retry = 0; retry < 2 && status.status === 503; retry++) {
    expect(status.body.errors[0].code).toBe('SERVICE_UNAVAILABLE');
    status = await sandbox.request('GET', path);
  }
  expect(status.status).toBe(200);
  return status.body.state as string;
}

async function chargesOf(sandbox: TestSandbox, paymentRequestId: string): Promise<number> {
  return (await sandbox.request('GET', `/__test/charges?paymentRequestId=${paymentRequestId}`)).body.count as number;
}

/** The payer trying again until the confirmation settles: 200, or 409 when an earlier try went through. */
async function confirmUntilSettled(sandbox: TestSandbox, paymentId: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    statuses.push(confirm.status);
    if (confirm.status === 200 || confirm.status === 409) return statuses;
    // Only the database's absence is worth a retry, and it says so.
    expect(confirm.status).toBe(503);
    expect(confirm.body.errors[0].code).toBe('SERVICE_UNAVAILABLE');
    await sleep(200);
  }
  return statuses;
}

describe.each(DRIVERS)('the card provider timing out at confirmation, on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver);

  it('answers too late for the payer: paid once when the answer lands; the retry charges nothing', async () => {
    const journey = await startPayment(sandbox());
    await sandbox().request('POST', '/__test/faults', {
      body: { pathPattern: `confirm?paymentId=${journey.paymentId}`, status: { delayMs: 5_000 } },
    });
    // The payer's request gives up before the provider answers.
    await expect(
      sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`, {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    // The provider's late answer lands (the sandbox lets the capture go on once the payer
    // has gone): resolved, once.
    await expect.poll(() => stateOf(sandbox(), journey.paymentRequestId), { timeout: 20_000 }).toBe('Authorized');
    const retry = await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(retry.status).toBe(409);
    expect(retry.body.errors[0].code).toBe('DUPLICATED_PAYMENT');
    expect(await chargesOf(sandbox(), journey.paymentRequestId)).toBe(1);
  });

  it('never answers: the payment stays pending, the retry pays it once', async () => {
    const journey = await startPayment(sandbox());
    await sandbox().request('POST', '/__test/faults', {
      body: { pathPattern: `confirm?paymentId=${journey.paymentId}`, status: 'timeout' },
    });
    await expect(
      sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`, {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(await stateOf(sandbox(), journey.paymentRequestId)).not.toBe('Authorized');
    const retry = await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(retry.status).toBe(200);
    expect(await stateOf(sandbox(), journey.paymentRequestId)).toBe('Authorized');
    expect(await chargesOf(sandbox(), journey.paymentRequestId)).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections terminated mid-journey', () => {
  const sandbox = sandboxPerSuite('postgres');
  let admin: postgres.Sql;
  beforeAll(() => {
    admin = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end({ timeout: 5 });
  });

  /** pg_terminate_backend on every connection of this sandbox (its schema is in their application_name). */
  async function terminateConnections(): Promise<number> {
    const rows = await admin<{ terminated: boolean }[]>`
      select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where application_name = ${`formulaires-sandbox:${sandbox().handle.schemaName}`}`;
    return rows.filter((row) => row.terminated).length;
  }

  it('between two steps: the next requests work, the payment is charged once', async () => {
    const journey = await startPayment(sandbox());
    expect(await terminateConnections()).toBeGreaterThan(0);
    const statuses = await confirmUntilSettled(sandbox(), journey.paymentId);
    expect(statuses.at(-1)).toBe(200);
    expect(await chargesOf(sandbox(), journey.paymentRequestId)).toBe(1);
    expect((await sandbox().request('GET', `/api/carts/${journey.cartId}`)).status).toBe(200);
  });

  it('during confirmations: a clear retryable 503 at worst, one charge each, then service as usual', async () => {
    const outcomes: number[][] = [];
    for (let round = 0; round < 5; round++) {
      const journey = await startPayment(sandbox());
      const confirm = sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
      await sleep(round * 3);
      await terminateConnections();
      const first = await confirm;
      expect([200, 503]).toContain(first.status);
      if (first.status === 503) expect(first.body.errors[0].code).toBe('SERVICE_UNAVAILABLE');
      const statuses =
        first.status === 200 ? [200] : [503, ...(await confirmUntilSettled(sandbox(), journey.paymentId))];
      outcomes.push(statuses);
      expect([200, 409]).toContain(statuses.at(-1));
      expect(await stateOf(sandbox(), journey.paymentRequestId)).toBe('Authorized');
      expect(await chargesOf(sandbox(), journey.paymentRequestId)).toBe(1);
    }
    // Serving as before.
    const after = await startPayment(sandbox());
    expect(
      (await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${after.paymentId}`)).status,
    ).toBe(200);
  });
});
