import { describe, expect, it } from 'vitest';
import { PaymentSummarySchema } from '@/lib/api/contracts/payments';
import { ReceiptSchema } from '@/lib/api/contracts/receipts';
import { OrderSchema } from '@/lib/api/contracts/users';
import { DEMO_PASSWORD, DRIVERS, PAYER, expectShape, startPayment, sandboxPerSuite, errorCode } from './support';

const COLUCHE = { organizationSlug: 'repas-solidaires', formType: 'Donation', formSlug: 'un-repas-pour-tous' };
/** A purchase from an eligible organisation: nothing in it is a gift. */
const NOT_A_GIFT = { organizationSlug: 'les-amis-du-quartier', formType: 'Shop', formSlug: 'la-boutique' };

/** The receipt's API path and token from its app URL (…/recus/{id}/{paiement|fiscal}?jeton=…). */
function apiPathOf(url: string): { path: string; token: string | null; paymentId: number } {
  const parsed = new URL(url);
  const match = /\/recus\/(\d+)\/(paiement|fiscal)$/u.exec(parsed.pathname);
  if (!match) throw new Error(`not a receipt URL: ${url}`);
  const kind = match[2] === 'paiement' ? 'payment' : 'fiscal';
  return {
    path: `/api/receipts/${match[1]}/${kind}`,
    token: parsed.searchParams.get('jeton'),
    paymentId: Number(match[1]),
  };
}

describe.each(DRIVERS)('sandbox receipts on %s', (driver) => {
  const sandboxOf = sandboxPerSuite(driver);

  async function pay(form: Record<string, string>, items: unknown[], tip?: number) {
    const journey = await startPayment(sandboxOf(), { form, items, ...(tip === undefined ? {} : { tip }) });
    const confirm = await sandboxOf().request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`,
    );
    expect(confirm.status).toBe(200);
    const summary = await sandboxOf().request(
      'GET',
      `/api/payments/summary?paymentRequestId=${journey.paymentRequestId}`,
    );
    return expectShape(PaymentSummarySchema, summary.body);
  }

  const read = (url: string, token?: string) => {
    const { path, token: linkToken } = apiPathOf(url);
    const query = token ?? linkToken;
    return sandboxOf().request('GET', query === null ? path : `${path}?token=${encodeURIComponent(query)}`);
  };

  it('gives a paid gift both receipts; the tax receipt states the gift without the tip, at the Coluche rates', async () => {
    const summary = await pay(COLUCHE, [{ tierId: 4011, customAmount: 150_000 }], 500);
    expect(summary.receipts?.paymentReceiptUrl).toMatch(/\/forms\/recus\/\d+\/paiement\?jeton=\d+\.[\w-]{43}$/u);
    const fiscalUrl = summary.receipts?.fiscalReceiptUrl ?? '';
    const fiscal = expectShape(ReceiptSchema, (await read(fiscalUrl)).body);
    expect(fiscal).toMatchObject({
      kind: 'fiscal',
      amount: 150_000,
      amountTip: 0,
      amountInWords: 'mille cinq cents euros',
      taxArticle: '200',
      ratesPercent: [75, 66],
      paymentMeans: 'Card',
      organization: { name: 'Repas Solidaires', address: '8 rue de Gand', isUnderColucheLaw: true },
      donor: { name: 'Jeanne Durand', address: PAYER.address, city: 'Lyon' },
    });
    expect(fiscal.number).toMatch(/^\d{4}-\d{6}$/u);
    const payment = expectShape(ReceiptSchema, (await read(summary.receipts?.paymentReceiptUrl ?? '')).body);
    expect(payment).toMatchObject({ kind: 'payment', amount: 150_000, amountTip: 500, number: null });
  });

  it('gives no tax receipt for what is not a gift', async () => {
    const result = await pay(NOT_A_GIFT, [{ tierId: 1042 }]);
    expect(result.receipts?.paymentReceiptUrl).toBeTruthy();
    expect(result.receipts?.fiscalReceiptUrl).toBeNull();
  });

  it('refuses anyone without the link or the account: no token, a forged one, another receipt’s, another user', async () => {
    const summary = await pay(COLUCHE, [{ tierId: 4011, customAmount: 5000 }]);
    const fiscalUrl = summary.receipts?.fiscalReceiptUrl ?? '';
    const paymentUrl = summary.receipts?.paymentReceiptUrl ?? '';
    const { path, token, paymentId } = apiPathOf(fiscalUrl);
    const anonymous = await sandboxOf().request('GET', path);
    expect(anonymous.status).toBe(401);
    const forged = await read(fiscalUrl, `${(token ?? '').split('.')[0]}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(errorCode(forged)).toBe('RECEIPT_NOT_FOUND');
    // The payment receipt's token does not open the tax receipt.
    expect((await read(fiscalUrl, apiPathOf(paymentUrl).token ?? '')).status).toBe(404);
    // Nor another payment's receipt.
    expect((await sandboxOf().request('GET', `/api/receipts/${paymentId - 1}/fiscal?token=${token}`)).status).toBe(404);
    const login = await sandboxOf().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: 'payeur@example.org', password: DEMO_PASSWORD },
    });
    const stranger = await sandboxOf().request('GET', path, { token: login.body.access_token });
    // The code docs/sandbox.md names (issue 54: it was the payments route's PAYMENT_NOT_FOUND).
    expect([stranger.status, errorCode(stranger)]).toEqual([404, 'RECEIPT_NOT_FOUND']);
    expect((await sandboxOf().request('GET', '/api/receipts/1/other')).status).toBe(404);
  });

  it('lets the link expire, while the signed-in payer still reads it from the order', async () => {
    const summary = await pay(
      { organizationSlug: 'les-amis-du-quartier', formType: 'Donation', formSlug: 'soutenir-nos-actions' },
      [{ tierId: 1011, customAmount: 3000 }],
    );
    const url = summary.receipts?.fiscalReceiptUrl ?? '';
    expect((await read(url)).status).toBe(200);
    await sandboxOf().request('POST', '/__test/clock', { body: { offsetMs: 31 * 24 * 3600 * 1000 } });
    try {
      const expired = await read(url);
      expect(expired.status).toBe(403);
      expect(errorCode(expired)).toBe('RECEIPT_LINK_EXPIRED');
    } finally {
      await sandboxOf().request('POST', '/__test/clock', { body: { offsetMs: 0 } });
    }
    // The payer (payeur@example.org) of a demo order sees the receipts' addresses on it.
    const login = await sandboxOf().request('POST', '/auth/token', {
      body: { grant_type: 'password', username: 'payeur@example.org', password: DEMO_PASSWORD },
    });
    const orderOf = async (id: number) =>
      expectShape(
        OrderSchema,
        (await sandboxOf().request('GET', `/api/users/me/orders/${id}`, { token: login.body.access_token })).body,
      );
    // Order 41: an instalment plan (paid, refused, pending); order 12: a seeded paid gift with its tax receipt.
    const plan = await orderOf(41);
    expect(plan.payments.map((p) => [p.state, p.paymentReceiptUrl !== null, p.fiscalReceiptUrl])).toEqual([
      ['Authorized', true, null],
      ['Refused', false, null],
      ['Pending', false, null],
    ]);
    const gift = (await orderOf(12)).payments[0];
    expect(gift?.fiscalReceiptUrl).toMatch(/\/recus\/12\/fiscal$/u);
    const seeded = await sandboxOf().request('GET', '/api/receipts/12/fiscal', { token: login.body.access_token });
    expect(expectShape(ReceiptSchema, seeded.body)).toMatchObject({ amount: 2000, amountTip: 0 });
  });

  it('numbers concurrent tax receipts distinctly and without gaps', async () => {
    const summaries = await Promise.all(
      Array.from({ length: 12 }, (_, index) => pay(COLUCHE, [{ tierId: 4011, customAmount: 1000 + index }])),
    );
    const numbers = await Promise.all(
      summaries.map(async (summary) => {
        const receipt = expectShape(ReceiptSchema, (await read(summary.receipts?.fiscalReceiptUrl ?? '')).body);
        return Number((receipt.number ?? '').split('-')[1]);
      }),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(sorted).size).toBe(12);
    const first = sorted[0] ?? 0;
    expect(sorted).toEqual(Array.from({ length: 12 }, (_, index) => first + index));
  }, 60_000);
});
