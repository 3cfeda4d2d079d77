/**
 * Tickets in the emails (issue 53), over a real SMTP server (the mailbox of sandbox/mail):
 * the confirmation links each place's ticket; the reminder is queued with the order, due
 * the day before the event, sent then in the payer's language with the tickets still
 * valid, and not at all for an order canceled meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { forms } from '@/sandbox/db/schema';
import { createMailer } from '@/sandbox/mail/transport';
import { startMailbox } from '@/sandbox/mail/mailbox';
import { checkTicketLink } from '@/sandbox/services/tickets/links';
import { emailContext } from '../support/emails';
import { DRIVERS, EVENT, clientToken, startPayment, startTestSandbox, type Loose, type TestSandbox } from './support';

const DAY = 86_400_000;
type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

const PLACES = ['Jeanne Durand', 'Karim Benali', 'Lou Martin'].map((name) => {
  const [firstName, lastName] = name.split(' ');
  return { tierId: 1023, customAmount: 800, participant: { firstName, lastName } };
});

describe.each(DRIVERS)('tickets in the emails on %s', (driver) => {
  let mailbox: Mailbox;
  let sandbox: TestSandbox;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    const mailer = createMailer({ url: mailbox.smtpUrl, from: 'Formulaires <ne-pas-repondre@example.org>' });
    sandbox = await startTestSandbox(driver, { mailer });
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await mailbox?.close();
  });

  const run = (keyPrefix: string) =>
    sandbox.request('POST', '/__test/jobs/run', { body: { keyPrefix } }).then((response) => response.body as Loose);
  const jobsOf = async (keyPrefix: string) =>
    (await sandbox.request('GET', `/__test/jobs?keyPrefix=${encodeURIComponent(keyPrefix)}`)).body as Loose[];
  const setClock = (offsetMs: number) => sandbox.request('POST', '/__test/clock', { body: { offsetMs } });
  const resetClock = () => sandbox.request('POST', '/__test/clock', { body: { reset: true } });
  const sentBy = (job: Loose) => mailbox.messages().filter((message) => message.messageId === job.result?.messageId);

  /** Three named places of the fête, paid; `lang` is the payer's Accept-Language. */
  async function buyThree(lang: string): Promise<number> {
    const withLanguage: Pick<TestSandbox, 'request'> = {
      request: (method, path, request) =>
        sandbox.request(method, path, { ...request, headers: { ...request?.headers, 'accept-language': lang } }),
    };
    const journey = await startPayment(withLanguage, { form: EVENT, items: PLACES });
    const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(confirm.status, confirm.text).toBe(200);
    const status = await sandbox.request(
      'GET',
      `/api/payments/card-embed/get-next-action?paymentRequestId=${journey.paymentRequestId}`,
    );
    return status.body.orderId as number;
  }

  /** The ticket links of an email's HTML, each checked against its ticket. */
  function ticketLinks(html: string): string[] {
    const ctx = emailContext(sandbox.handle.db);
    return [...html.matchAll(/href="([^"]*\/billets\/[^"]*)"/gu)].map((match) => {
      const url = new URL((match[1] ?? '').replace(/&amp;/gu, '&'));
      const id = url.pathname.split('/').at(-1) ?? '';
      expect(checkTicketLink(ctx, id, url.searchParams.get('jeton') ?? '')).toBe('valid');
      return id;
    });
  }

  it('links the three tickets from the confirmation, and sends the reminder the day before, in English', async () => {
    const orderId = await buyThree('en-GB,en;q=0.9');
    const confirmationKey = `email:PaymentConfirmation:order:${orderId}`;
    expect(await run(confirmationKey)).toMatchObject({ done: 1 });
    const [confirmationJob] = await jobsOf(confirmationKey);
    const [confirmation] = sentBy(confirmationJob);
    expect(new Set(ticketLinks(confirmation?.html ?? '')).size).toBe(3);
    expect(confirmation?.text).toContain('Ticket for Karim Benali – Entrée de soutien');

    const key = `email:EventReminder:order:${orderId}`;
    const [waiting] = await jobsOf(key);
    const [fete] = await sandbox.handle.db.select().from(forms).where(eq(forms.slug, 'fete-de-quartier'));
    const start = fete?.startDate?.getTime() ?? 0;
    expect(new Date(waiting.runAt as string).getTime()).toBe(start - DAY);
    // Not before its time.
    expect(await run(key)).toMatchObject({ claimed: 0 });
    await setClock(start - DAY - Date.now() + 60_000);
    try {
      expect(await run(key)).toMatchObject({ claimed: 1, done: 1 });
    } finally {
      await resetClock();
    }
    const [done] = await jobsOf(key);
    const [reminder] = sentBy(done);
    expect(reminder?.subject).toBe('It is tomorrow: Fête de quartier');
    expect(reminder?.headers['content-language']).toBe('en');
    expect(reminder?.text).toMatch(/takes place on \w+, \d+ \w+ \d{4} at \d\dh\d\d\./u);
    expect(reminder?.text).toContain('Place: Place Colbert, 1 place Colbert, 69001 Lyon.');
    expect(new Set(ticketLinks(reminder?.html ?? '')).size).toBe(3);
  });

  it('sends no reminder for an order canceled meanwhile', async () => {
    const orderId = await buyThree('fr-FR,fr;q=0.9');
    const canceled = await sandbox.request('POST', `/api/organizations/les-amis-du-quartier/orders/${orderId}/cancel`, {
      token: await clientToken(sandbox),
    });
    expect(canceled.status).toBe(200);
    const key = `email:EventReminder:order:${orderId}`;
    const [fete] = await sandbox.handle.db.select().from(forms).where(eq(forms.slug, 'fete-de-quartier'));
    await setClock((fete?.startDate?.getTime() ?? 0) - DAY - Date.now() + 60_000);
    try {
      expect(await run(key)).toMatchObject({ claimed: 1, done: 1 });
    } finally {
      await resetClock();
    }
    const [done] = await jobsOf(key);
    expect(done).toMatchObject({ state: 'Done', result: { sent: false } });
    expect(sentBy(done)).toHaveLength(0);
  });
});
