/**
 * The job queue (issue 52) over a real SMTP server (the mailbox of sandbox/mail): one
 * confirmation per payment, the collection of a due instalment exactly once with two
 * instances on one database, the card refused later (regularisation email), retries,
 * dead jobs and their replay, and a job whose instance died (its lease runs out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/sandbox/db/client';
import { jobs, payments } from '@/sandbox/db/schema';
import { composeEmail, type EmailJob } from '@/sandbox/emails/compose';
import { emailJob } from '@/sandbox/jobs/emailJobs';
import { LEASE_MS, MAX_ATTEMPTS, claimDueJobs, enqueue, queueCounts, replayDeadJobs } from '@/sandbox/jobs/queue';
import { createMailer } from '@/sandbox/mail/transport';
import { startMailbox } from '@/sandbox/mail/mailbox';
import {
  DONATION,
  DRIVERS,
  EVENT,
  NAMED,
  PAYER,
  startPayment,
  startTestSandbox,
  type Loose,
  type TestSandbox,
} from './support';
import {
  SEEDED,
  addProspect,
  collectEventInstalment,
  emailContext,
  setOrderLocale,
  stopDemoGift,
} from '../support/emails';

const DAY = 86_400_000;
type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

describe.each(DRIVERS)('the job queue on %s', (driver) => {
  let mailbox: Mailbox;
  let sandbox: TestSandbox;
  /** A second instance on the same database (its own connections on PostgreSQL). */
  let other: TestSandbox;
  let otherHandle: DbHandle | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    const mailer = createMailer({ url: mailbox.smtpUrl, from: 'Formulaires <ne-pas-repondre@example.org>' });
    sandbox = await startTestSandbox(driver, { mailer });
    otherHandle =
      driver === 'postgres' ?
        await openPostgres({ url: process.env.DATABASE_URL ?? '', schemaName: sandbox.handle.schemaName })
      : undefined;
    other = await startTestSandbox(driver, { mailer, sharedHandle: otherHandle ?? sandbox.handle });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await otherHandle?.close();
    await sandbox?.close();
    await mailbox?.close();
  });

  const run = (on: TestSandbox, body: Record<string, unknown>) =>
    on.request('POST', '/__test/jobs/run', { body }).then((response) => response.body as Loose);
  const jobsOf = async (keyPrefix: string) =>
    (await sandbox.request('GET', `/__test/jobs?keyPrefix=${encodeURIComponent(keyPrefix)}`)).body as Loose[];
  const setClock = (offsetMs: number) => sandbox.request('POST', '/__test/clock', { body: { offsetMs } });
  const resetClock = () => sandbox.request('POST', '/__test/clock', { body: { reset: true } });

  /** A card payment through the API, confirmed; `lang` is the payer's Accept-Language. */
  async function pay(options: { form?: Record<string, string>; lang?: string } = {}) {
    const headers = options.lang ? { 'accept-language': options.lang } : undefined;
    const withLanguage: Pick<TestSandbox, 'request'> = {
      request: (method, path, request) =>
        sandbox.request(method, path, { ...request, headers: { ...request?.headers, ...headers } }),
    };
    const journey = await startPayment(withLanguage, options.form ? { form: options.form } : {});
    const confirm = await sandbox.request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${journey.card.body.paymentId ?? journey.paymentId}`,
    );
    expect(confirm.status, confirm.text).toBe(200);
    const status = await sandbox.request(
      'GET',
      `/api/payments/card-embed/get-next-action?paymentRequestId=${journey.paymentRequestId}`,
    );
    expect(status.body.state).toBe('Authorized');
    return { ...journey, orderId: status.body.orderId as number };
  }

  /** An event place paid in 3 instalments by card through the API, confirmed; its order id. */
  async function payInThreeInstalments(cardNumber: string): Promise<number> {
    const cart = await sandbox.request('POST', '/api/carts', {
      body: { ...EVENT, items: [{ ...NAMED, tierId: 1024 }] },
    });
    const cartId = cart.body.id as string;
    await sandbox.request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
    await sandbox.request('PUT', `/api/carts/${cartId}/installments`, {
      body: { installments: { frequency: 'Installment', count: 3 } },
    });
    const init = await sandbox.request('POST', `/api/carts/${cartId}/init-payment`, { body: { cgvConsent: true } });
    const prId = init.body.id as string;
    const started = await sandbox.request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${prId}`);
    const card = await sandbox.request('POST', `/provider/payments/${prId}/card`, {
      body: { cardNumber, expiry: '12/34', cvc: '123' },
    });
    await sandbox.request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${card.body.paymentId ?? started.body.paymentId}`,
    );
    const status = await sandbox.request('GET', `/api/payments/card-embed/get-next-action?paymentRequestId=${prId}`);
    expect(status.body.state).toBe('Authorized');
    return status.body.orderId as number;
  }

  it('writes one confirmation per order with the payment, and sends it once over SMTP in the payer’s language', async () => {
    const { orderId } = await pay({ lang: 'en-GB,en;q=0.9,fr;q=0.5' });
    const key = `email:PaymentConfirmation:order:${orderId}`;
    expect(await jobsOf(key)).toMatchObject([{ kind: 'email', state: 'Waiting', attempts: 0 }]);
    const first = await run(sandbox, { keyPrefix: key });
    expect(first).toMatchObject({ claimed: 1, done: 1, failed: 0 });
    // Run again, on either instance: nothing more is sent.
    expect(await run(other, { keyPrefix: key })).toMatchObject({ claimed: 0 });
    const [job] = await jobsOf(key);
    expect(job).toMatchObject({ state: 'Done', attempts: 1, result: { sent: true, to: PAYER.email } });
    const sent = mailbox.messages().filter((message) => message.messageId === job.result.messageId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['content-language']).toBe('en');
    expect(sent[0]?.text?.length).toBeGreaterThan(0);
  });

  it('collects the second instalment when the clock passes its date, exactly once with two instances', async () => {
    const orderId = await payInThreeInstalments('4242424242424242');
    const rows = await sandbox.handle.db.select().from(payments).where(eq(payments.orderId, orderId));
    const second = rows.find((row) => row.installmentNumber === 2)!;
    const third = rows.find((row) => row.installmentNumber === 3)!;
    expect(await jobsOf(`collect:payment:${second.id}`)).toMatchObject([
      { kind: 'collect', state: 'Waiting', runAt: second.dueDate.toISOString() },
    ]);

    // Before its date nothing is due.
    expect(await run(sandbox, { keyPrefix: `collect:payment:${second.id}` })).toMatchObject({ claimed: 0 });
    await setClock(second.dueDate.getTime() - Date.now() + DAY);
    try {
      const both = await Promise.all(
        [sandbox, other, sandbox, other].map((on) =>
          run(on, { kinds: ['collect'], keyPrefix: `collect:payment:${second.id}` }),
        ),
      );
      expect(both.reduce((total, report) => total + (report.done as number), 0)).toBe(1);
      // The third is not due yet.
      expect(await run(other, { keyPrefix: `collect:payment:${third.id}` })).toMatchObject({ claimed: 0 });
    } finally {
      await resetClock();
    }
    const charges = (await sandbox.request('GET', `/__test/charges?orderId=${orderId}`)).body.count as number;
    expect(charges).toBe(2);
    const after = await sandbox.handle.db.select().from(payments).where(eq(payments.id, second.id));
    expect(after[0]?.state).toBe('Authorized');
    expect(await jobsOf(`collect:payment:${second.id}`)).toMatchObject([
      { state: 'Done', result: { outcome: 'collected' } },
    ]);
    expect(await jobsOf(`email:InstalmentCollected:payment:${second.id}`)).toMatchObject([{ state: 'Waiting' }]);
  });

  it('refuses the later instalments of the card 4000 0000 0000 0341 and emails the regularisation link', async () => {
    // The first payment goes through.
    const orderId = await payInThreeInstalments('4000 0000 0000 0341');
    const rows = await sandbox.handle.db.select().from(payments).where(eq(payments.orderId, orderId));
    const second = rows.find((row) => row.installmentNumber === 2)!;
    await setClock(second.dueDate.getTime() - Date.now() + DAY);
    try {
      expect(await run(sandbox, { kinds: ['collect'], keyPrefix: `collect:payment:${second.id}` })).toMatchObject({
        done: 1,
      });
    } finally {
      await resetClock();
    }
    const after = await sandbox.handle.db.select().from(payments).where(eq(payments.id, second.id));
    expect(after[0]?.state).toBe('Refused');
    const key = `email:InstalmentRefused:payment:${second.id}`;
    expect(await run(sandbox, { keyPrefix: key })).toMatchObject({ done: 1 });
    const [job] = await jobsOf(key);
    const email = mailbox.messages().find((message) => message.messageId === job.result.messageId);
    expect(email?.text).toContain(`/paiement/regularisation/${second.id}`);
  });

  it('tries a failed email again later, leaves it Dead after the last attempt, and replays it', async () => {
    const { orderId } = await pay({ form: DONATION });
    const key = `email:PaymentConfirmation:order:${orderId}`;
    const [queued] = await jobsOf(key);
    // A mail server that is down: nothing listens on port 9 of this machine.
    const down = await startTestSandbox(driver, {
      sharedHandle: sandbox.handle,
      mailer: createMailer({ url: 'smtp://127.0.0.1:9', from: 'Formulaires <ne-pas-repondre@example.org>' }),
    });
    try {
      expect(await run(down, { keyPrefix: key })).toMatchObject({ claimed: 1, failed: 1 });
      const [failed] = await jobsOf(key);
      expect(failed).toMatchObject({ state: 'Waiting', attempts: 1, lockedUntil: null });
      expect(failed.lastError).toBeTruthy();
      // Not before its backoff (30 s).
      expect(new Date(failed.runAt).getTime()).toBeGreaterThan(new Date(queued.runAt).getTime() + 25_000);
      await sandbox.handle.db
        .update(jobs)
        .set({ attempts: MAX_ATTEMPTS - 1, runAt: new Date(0) })
        .where(eq(jobs.key, key));
      expect(await run(down, { keyPrefix: key })).toMatchObject({ failed: 1 });
      expect(await jobsOf(key)).toMatchObject([{ state: 'Dead', attempts: MAX_ATTEMPTS }]);
      expect((await queueCounts(sandbox.handle.db)).dead).toBeGreaterThanOrEqual(1);
    } finally {
      await down.close();
    }
    const [dead] = await jobsOf(key);
    expect(await replayDeadJobs(sandbox.handle.db, new Date(), [dead.id as number])).toBe(1);
    expect(await run(sandbox, { keyPrefix: key })).toMatchObject({ done: 1 });
    expect(await jobsOf(key)).toMatchObject([{ state: 'Done', attempts: 1 }]);
  });

  it('claims again the job of an instance that died, once its lease has run out', async () => {
    const { orderId } = await pay({ form: DONATION });
    const key = `email:PaymentConfirmation:order:${orderId}`;
    const now = new Date();
    // An instance claims it, then dies before running it.
    expect(await claimDueJobs(sandbox.handle.db, { now, kinds: ['email'], keyPrefix: key })).toHaveLength(1);
    expect(await claimDueJobs(other.handle.db, { now, kinds: ['email'], keyPrefix: key })).toHaveLength(0);
    const later = new Date(now.getTime() + LEASE_MS + 1000);
    const reclaimed = await claimDueJobs(other.handle.db, { now: later, kinds: ['email'], keyPrefix: key });
    expect(reclaimed).toMatchObject([{ key, attempts: 2 }]);
  });

  // Every email of sandbox/emails through the queue and a real SMTP server, in both
  // languages: what arrives is what was composed (sandbox/emails/compose.test.ts checks
  // the composition itself), with every link in both parts.
  it.each(['fr', 'en'] as const)('sends each kind of email over SMTP in %s, links in both parts', async (locale) => {
    const db = sandbox.handle.db;
    const appUrl = sandbox.base.replace(/\/sandbox$/u, '');
    const facts = emailContext(db, new Date(), appUrl);
    for (const orderId of [SEEDED.donation.orderId, SEEDED.event.orderId, SEEDED.monthly.orderId]) {
      await setOrderLocale(db, orderId, locale);
    }
    await stopDemoGift(facts);
    await collectEventInstalment(facts);
    const prospectId = await addProspect(db, `reouverture.${locale}@example.org`, locale);
    const emails: EmailJob[] = [
      { email: 'PaymentConfirmation', orderId: SEEDED.event.orderId },
      { email: 'PaymentConfirmation', orderId: SEEDED.donation.orderId },
      { email: 'InstalmentCollected', paymentId: SEEDED.event.duePaymentId },
      { email: 'InstalmentRefused', paymentId: SEEDED.event.refusedPaymentId },
      { email: 'MonthlyGiftStoppedPayer', orderId: SEEDED.monthly.orderId },
      { email: 'MonthlyGiftStoppedAssociation', orderId: SEEDED.monthly.orderId },
      { email: 'FormReopened', prospectId },
      { email: 'ReceiptsAgain', orderId: SEEDED.donation.orderId },
    ];
    for (const job of emails) {
      const queued = emailJob(job, `smtp-${locale}`);
      await enqueue(db, new Date(), queued);
      expect(await run(sandbox, { keyPrefix: queued.key }), queued.key).toMatchObject({ done: 1 });
      const [row] = await jobsOf(queued.key);
      const composed = await composeEmail(emailContext(db, new Date(row.createdAt), appUrl), job);
      expect(composed, queued.key).not.toBeNull();
      const received = mailbox.messages().filter((message) => message.messageId === row.result.messageId);
      expect(received, queued.key).toHaveLength(1);
      const [message] = received;
      expect(message?.subject).toBe(composed?.subject);
      expect(message?.to.map((to) => to.address).join(', ')).toBe(composed?.to);
      // The association's email is in French whatever the payer's language.
      expect(message?.headers['content-language']).toBe(composed?.locale);
      const links = [...(composed?.html ?? '').matchAll(/href="([^"]+)"/gu)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      );
      expect(links.length, queued.key).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.startsWith(`${appUrl}/`), link).toBe(true);
        expect(message?.text, `${queued.key}: ${link}`).toContain(link);
        expect(message?.html?.replaceAll('&amp;', '&'), `${queued.key}: ${link}`).toContain(link);
      }
    }
  });
});
