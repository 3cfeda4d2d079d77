/**
 * Tickets (issue 53): one per place of a paid Event order, in its participant's name,
 * issued in the order's transaction; none for other kinds.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tickets } from '@/sandbox/db/schema';
import { DRIVERS, EVENT, sandboxPerSuite, startPayment, type Loose } from './support';

const PLACES = ['Jeanne Durand', 'Karim Benali', 'Lou Martin'].map((name) => {
  const [firstName, lastName] = name.split(' ');
  return { tierId: 1023, customAmount: 800, participant: { firstName, lastName } };
});

describe.each(DRIVERS)('tickets on %s', (driver) => {
  const sandbox = sandboxPerSuite(driver, { testMode: true });

  it('issues one ticket per place of a paid event order, in each participant’s name', async () => {
    const { paymentId } = await startPayment(sandbox(), { form: EVENT, items: PLACES });
    const confirm = await sandbox().request<Loose>('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    expect(confirm.status).toBe(200);
    const orderId: number = confirm.body.orderId ?? confirm.body.order?.id;
    const rows = await sandbox().handle.db.select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`).sort()).toEqual([
      'Jeanne Durand',
      'Karim Benali',
      'Lou Martin',
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });

  it('issues none for a donation', async () => {
    const before = (await sandbox().handle.db.select().from(tickets)).length;
    const { paymentId } = await startPayment(sandbox());
    await sandbox().request('POST', `/api/payments/card-embed/confirm?paymentId=${paymentId}`);
    expect(await sandbox().handle.db.select().from(tickets)).toHaveLength(before);
  });
});
