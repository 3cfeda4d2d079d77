import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentRequestSchema,
  PaymentStatusSchema,
  PaymentSummarySchema,
  PollRedirectSchema,
  ProviderCardResponseSchema,
} from '@/lib/api/contracts/payments';
import { OrderSchema, UserPaymentSchema } from '@/lib/api/contracts/users';
import {
  ADULT_FIELDS,
  DRIVERS,
  EVENT,
  PAYER,
  expectShape,
  startPayment,
  startTestSandbox,
  type TestSandbox,
  NAMED,
  errorCode,
} from './support';

describe.each(DRIVERS)('sandbox payments on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const charges = async (cartId: string) =>
    (await sandbox.request('GET', `/__test/charges?cartId=${cartId}`)).body.count as number;
  const nextAction = async (prId: string) =>
    expectShape(
      PaymentStatusSchema,
      (await sandbox.request('GET', `/api/payments/card-embed/get-next-action?paymentRequestId=${prId}`)).body,
    );

  it('pays a cart with 4242 4242 4242 4242: Confirm, captured once', async () => {
    const journey = await startPayment(sandbox, { tip: 300 });
    const card = expectShape(ProviderCardResponseSchema, journey.card.body);
    expect(card).toMatchObject({ status: 'Init', nextAction: 'Confirm', errorCode: null });
    expect(await nextAction(journey.paymentRequestId)).toMatchObject({ nextAction: 'Confirm', amount: 2800 });
    const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(confirm.status).toBe(200);
    const status = expectShape(PaymentStatusSchema, confirm.body);
    expect(status).toMatchObject({ state: 'Authorized', nextAction: null });
    expect(status.orderId).toBeGreaterThanOrEqual(100000);
    expect(status.redirectUrl).toContain(`paymentRequestId=${journey.paymentRequestId}`);
    const again = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('DUPLICATED_PAYMENT');
    const reinit = await sandbox.request('POST', `/api/carts/${journey.cartId}/init-payment`, {
      body: { tipConsent: true },
    });
    expect(reinit.status).toBe(409);
    expect(errorCode(reinit)).toBe('DUPLICATED_PAYMENT');
    expect(await charges(journey.cartId)).toBe(1);
    const summary = expectShape(
      PaymentSummarySchema,
      (await sandbox.request('GET', `/api/payments/summary?paymentRequestId=${journey.paymentRequestId}`)).body,
    );
    expect(summary).toMatchObject({
      state: 'Authorized',
      amount: { total: 2800, initial: 2800, tip: 300 },
      payer: { firstName: 'Jeanne' },
    });
    const poll = await sandbox.request(
      'GET',
      `/api/payments/card-embed/poll-redirect-url?paymentId=${journey.paymentId}`,
    );
    expect(expectShape(PollRedirectSchema, poll.body).redirectUrl).toContain('/forms/paiement/embarque/');
  });

  it('charges once when confirms and inits are double-submitted concurrently', async () => {
    const journey = await startPayment(sandbox);
    const inits = await Promise.all(
      Array.from({ length: 5 }, () =>
        sandbox.request('POST', `/api/carts/${journey.cartId}/init-payment`, { body: {} }),
      ),
    );
    expect(new Set(inits.map((response) => response.body.id))).toEqual(new Set([journey.paymentRequestId]));
    const confirms = await Promise.all(
      Array.from({ length: 8 }, () =>
        sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`),
      ),
    );
    const statuses = confirms.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const response of confirms.filter((candidate) => candidate.status === 409))
      expect(errorCode(response)).toBe('DUPLICATED_PAYMENT');
    expect(await charges(journey.cartId)).toBe(1);
  });

  it('returns the same payment request while the cart is unchanged, a new one when its amounts change', async () => {
    const cart = (
      await sandbox.request('POST', '/api/carts', { body: { ...EVENT, items: [{ ...NAMED, tierId: 1024 }] } })
    ).body;
    await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, { body: { payer: PAYER } });
    const first = await sandbox.request(
      'POST',
      `/api/carts/${cart.id}/init-payment?backUrl=https%3A%2F%2Fexample.org%2Fback`,
      { body: { cgvConsent: true } },
    );
    expect(first.status).toBe(200);
    expect(expectShape(PaymentRequestSchema, first.body)).toMatchObject({
      kind: 'Cart',
      state: 'Init',
      backUrl: 'https://example.org/back',
    });
    await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Installment', count: 3 } },
    });
    const second = await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, { body: { cgvConsent: true } });
    // Other terms: a new request (a request's amounts never change), with the first one's backUrl.
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.amount).toMatchObject({ total: 2500, initial: 834 });
    expect(second.body.terms).toHaveLength(3);
    expect(second.body.backUrl).toBe('https://example.org/back');
    const unchanged = await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, {
      body: { cgvConsent: true },
    });
    expect(unchanged.body.id).toBe(second.body.id);
    const replay = await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, {
      body: { cgvConsent: true },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const replayed = await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, {
      body: { cgvConsent: true },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(replay.body);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
  ])('refuses card %s (%s), then accepts another card', async (number, reason) => {
    const journey = await startPayment(sandbox, { card: number });
    expect(journey.card.body).toMatchObject({
      status: 'Refused',
      nextAction: 'Retry',
      errorCode: 'PAYMENT_REFUSED',
      declineReason: reason,
    });
    expect(await nextAction(journey.paymentRequestId)).toMatchObject({
      state: 'Refused',
      nextAction: 'Retry',
      attempts: 1,
    });
    const confirm = await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    expect(confirm.status).toBe(409);
    const retry = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
      body: { cardNumber: '5555555555554444', expiry: '01/33', cvc: '999' },
    });
    expect(retry.body).toMatchObject({ status: 'Init', nextAction: 'Confirm' });
    expect(retry.body.paymentId).not.toBe(journey.paymentId);
    expect(
      (await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${retry.body.paymentId}`)).status,
    ).toBe(200);
    expect(await charges(journey.cartId)).toBe(1);
  });

  it('reports provider errors with hapay_provider_error', async () => {
    const journey = await startPayment(sandbox, { card: '4000000000000119' });
    expect(journey.card.body).toMatchObject({
      status: 'Error',
      nextAction: 'Retry',
      errorCode: 'hapay_provider_error',
    });
    expect(await charges(journey.cartId)).toBe(0);
  });

  it('goes through 3-D Secure: Redirect, challenge page, approve, Finalize', async () => {
    const journey = await startPayment(sandbox, { card: '4000000000003220' });
    expect(journey.card.body).toMatchObject({ status: 'WaitingAuthentication', nextAction: 'Redirect' });
    const challenge: string = journey.card.body.redirectUrl;
    expect(challenge).toContain('/forms/sandbox/provider/3ds/tds_');
    const poll = await sandbox.request(
      'GET',
      `/api/payments/card-embed/poll-redirect-url?paymentId=${journey.paymentId}`,
    );
    expect(poll.body.redirectUrl).toBe(challenge);
    const page = await sandbox.request('GET', challenge);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toMatch(/<html lang="fr">/u);
    expect(page.text).toMatch(/<title>[^<]+<\/title>/u);
    expect(page.text).toMatch(/<h1>Confirmez votre paiement<\/h1>/u);
    expect(
      page.text.match(/<button type="submit" name="decision" value="(approve|fail|abandon)"[^>]*>[^<]+<\/button>/gu),
    ).toHaveLength(3);
    expect(page.text).toContain(':focus-visible');
    expect(page.text).toContain('25,00');
    const english = await sandbox.request('GET', challenge, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(english.text).toMatch(/<html lang="en">/u);
    expect(english.text).toContain('Approve the authentication');
    const approve = await sandbox.request('POST', challenge, { form: { decision: 'approve' } });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toContain(`paymentRequestId=${journey.paymentRequestId}`);
    expect(await nextAction(journey.paymentRequestId)).toMatchObject({
      state: 'WaitingAuthentication',
      nextAction: 'Finalize',
    });
    const confirmTooEarly = await sandbox.request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`,
    );
    expect(errorCode(confirmTooEarly)).toBe('PAYMENT_NOT_READY');
    const finalize = await sandbox.request('POST', `/api/payments/finalize?paymentId=${journey.paymentId}`);
    expect(finalize.status).toBe(200);
    expect(finalize.body.state).toBe('Authorized');
    const done = await sandbox.request('GET', challenge);
    expect(done.text).toContain('déjà terminée');
    expect(await charges(journey.cartId)).toBe(1);
  });

  it('fails 3-D Secure with card 3063 and when abandoned', async () => {
    const failing = await startPayment(sandbox, { card: '4000000000003063' });
    const answer = await sandbox.request('POST', failing.card.body.redirectUrl, { body: { decision: 'approve' } });
    expect(answer.status).toBe(200);
    expect(await nextAction(failing.paymentRequestId)).toMatchObject({
      state: 'Refused',
      nextAction: 'Retry',
      errorCode: 'AUTHENTICATION_FAILURE',
    });
    const abandoned = await startPayment(sandbox, { card: '4000000000003220' });
    await sandbox.request('POST', abandoned.card.body.redirectUrl, { form: { decision: 'abandon' } });
    expect(await nextAction(abandoned.paymentRequestId)).toMatchObject({
      state: 'Abandoned',
      nextAction: 'Retry',
      errorCode: 'PAYMENT_CANCELED',
    });
    expect(await charges(failing.cartId)).toBe(0);
    expect((await sandbox.request('GET', '/provider/3ds/tds_unknown')).status).toBe(404);
  });

  it('redirects form posts (no JavaScript) to the returnUrl, errors included', async () => {
    const journey = await startPayment(sandbox, { card: '4000000000000002' });
    const returnUrl = `${new URL(sandbox.base).origin}/forms/paiement/embarque/${journey.paymentRequestId}`;
    const post = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
      form: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnUrl },
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toMatch(new RegExp(`^${returnUrl}\\?paymentRequestId=`, 'u'));
    const invalid = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
      form: { cardNumber: '4242424242424241', expiry: '12/34', cvc: '123', returnUrl },
    });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toContain('errorCode=INVALID_CARD_NUMBER');
    const foreign = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnUrl: 'https://evil.example/steal' },
    });
    expect(foreign.status).toBe(400);
    expect(errorCode(foreign)).toBe('INVALID_RETURN_URL');
  });

  it.each([
    [{ cardNumber: '4242424242424241', expiry: '12/34', cvc: '123' }, 'INVALID_CARD_NUMBER'],
    [{ cardNumber: '4111111111111111', expiry: '12/34', cvc: '123' }, 'NOT_A_TEST_CARD'],
    [{ cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' }, 'INVALID_EXPIRY'],
    [{ cardNumber: '4242424242424242', expiry: '13/30', cvc: '123' }, 'INVALID_EXPIRY'],
    [{ cardNumber: '4242424242424242', expiry: '12/34', cvc: '12a' }, 'INVALID_CVC'],
  ])('validates card data %#', async (card, expected) => {
    const journey = await startPayment(sandbox, { card: '4000000000000002' });
    const response = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
      body: card,
    });
    expect(response.status).toBe(422);
    expect(errorCode(response)).toBe(expected);
  });

  it('checks consents, payer, completeness and the organisation wallet at init-payment', async () => {
    const make = async (form: object, items: unknown[], payer: object | null = PAYER) => {
      const cart = (await sandbox.request('POST', '/api/carts', { body: { ...form, items } })).body;
      if (payer) await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, { body: { payer } });
      return cart.id as string;
    };
    const init = (cartId: string, body: object) =>
      sandbox.request('POST', `/api/carts/${cartId}/init-payment`, { body });
    const noPayer = await make(EVENT, [{ ...NAMED, tierId: 1024 }], null);
    expect(errorCode(await init(noPayer, { cgvConsent: true }))).toBe('PAYER_REQUIRED');
    const noConsent = await make(EVENT, [{ ...NAMED, tierId: 1024 }], { ...PAYER, consent: undefined });
    expect(errorCode(await init(noConsent, { cgvConsent: true }))).toBe('gdrpConsentError');
    expect((await init(noConsent, { cgvConsent: true, gdprConsent: true })).status).toBe(200);
    const cgv = await make(EVENT, [{ ...NAMED, tierId: 1024 }]);
    const missingCgv = await init(cgv, {});
    expect(missingCgv.status).toBe(400);
    expect(errorCode(missingCgv)).toBe('cgvConsentError');
    await sandbox.request('PUT', `/api/carts/${cgv}/tip`, { body: { tip: 200 } });
    expect(errorCode(await init(cgv, { cgvConsent: true }))).toBe('tipConsentError');
    expect((await init(cgv, { cgvConsent: true, tipConsent: true })).status).toBe(200);
    const missingField = await make(EVENT, [{ ...NAMED, tierId: 1021, extraOptions: [{ id: 5001 }] }]);
    const requiredField = await init(missingField, { cgvConsent: true });
    expect(requiredField.status).toBe(400);
    expect(errorCode(requiredField)).toBe('REQUIRED_CUSTOM_FIELD');
    const missingOption = await make(EVENT, [{ ...NAMED, tierId: 1021, customFields: ADULT_FIELDS }]);
    expect(errorCode(await init(missingOption, { cgvConsent: true }))).toBe('REQUIRED_OPTION');
    const unnamed = await make(EVENT, [{ tierId: 1022 }]);
    const noParticipant = await init(unnamed, { cgvConsent: true });
    expect(noParticipant.status).toBe(400);
    expect(errorCode(noParticipant)).toBe('PARTICIPANT_REQUIRED');
    const wallet = await make(
      { organizationSlug: 'collectif-en-attente', formType: 'Donation', formSlug: 'premier-appel' },
      [{ tierId: 3011, customAmount: 1000 }],
    );
    const walletError = await init(wallet, {});
    expect(walletError.status).toBe(422);
    expect(errorCode(walletError)).toBe('ORGANIZATION_WALLET_ERROR');
    expect((await sandbox.request('POST', '/api/carts/crt_nope/init-payment', { body: {} })).status).toBe(404);
    const badJson = await sandbox.request('POST', `/api/carts/${cgv}/init-payment`, { body: '{"cgvConsent": tru' });
    expect(badJson.status).toBe(400);
    expect(errorCode(badJson)).toBe('INVALID_JSON');
  });

  it('makes the order of a free cart at once, without a charge', async () => {
    const cart = (
      await sandbox.request('POST', '/api/carts', { body: { ...EVENT, items: [{ ...NAMED, tierId: 1022 }] } })
    ).body;
    await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, { body: { payer: PAYER } });
    const init = await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, { body: { cgvConsent: true } });
    expect(init.status).toBe(200);
    expect(init.body.state).toBe('Authorized');
    expect((await sandbox.request('GET', `/api/carts/${cart.id}`)).body.state).toBe('Paid');
    expect(await charges(cart.id)).toBe(0);
  });

  it('pays in 3 instalments and shows the order to the logged-in payer', async () => {
    const token = (
      await sandbox.request('POST', '/auth/token', {
        body: { grant_type: 'password', username: 'payeur@example.org', password: 'Formulaires2026!' },
      })
    ).body.access_token as string;
    const cart = (
      await sandbox.request('POST', '/api/carts', {
        token,
        body: {
          ...EVENT,
          items: [
            { ...NAMED, tierId: 1023, customAmount: 2500 },
            { ...NAMED, tierId: 1023, customAmount: 1000 },
          ],
        },
      })
    ).body;
    await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, {
      body: { payer: { ...PAYER, firstName: 'Camille', lastName: 'Martin', email: 'payeur@example.org' } },
    });
    await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Installment', count: 3 } },
    });
    await sandbox.request('PUT', `/api/carts/${cart.id}/tip`, { body: { tip: 100 } });
    const pr = (
      await sandbox.request('POST', `/api/carts/${cart.id}/init-payment`, {
        body: { cgvConsent: true, tipConsent: true },
      })
    ).body;
    const initialize = await sandbox.request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${pr.id}`);
    const again = await sandbox.request('POST', `/api/payments/card-embed/initialize?paymentRequestId=${pr.id}`);
    expect(again.body.paymentId).toBe(initialize.body.paymentId);
    expect(initialize.body).toMatchObject({ nextAction: 'Initialize', amount: 1168 + 100 });
    await sandbox.request('POST', `/provider/payments/${pr.id}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    const confirmed = await sandbox.request(
      'POST',
      `/api/payments/card-embed/confirm?paymentId=${initialize.body.paymentId}`,
    );
    const order = await sandbox.request(
      'GET',
      `/api/users/me/orders/${confirmed.body.orderId}?withForm=true&withOrganization=true`,
      { token },
    );
    expect(order.status).toBe(200);
    const parsed = expectShape(OrderSchema, order.body);
    expect(parsed.payments.map((payment) => [payment.state, payment.amount, payment.amountTip])).toEqual([
      ['Authorized', 1168, 100],
      ['Pending', 1166, 0],
      ['Pending', 1166, 0],
    ]);
    expect(parsed.form?.formSlug).toBe('fete-de-quartier');
    expect(parsed.organization?.organizationSlug).toBe('les-amis-du-quartier');
    const payment = await sandbox.request('GET', `/api/users/me/payments/${parsed.payments[0]?.id}`, { token });
    expect(expectShape(UserPaymentSchema, payment.body).card).toEqual({
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('regularises the refused instalment of the demo (payment 412), for its payer only', async () => {
    const tokenOf = async (username: string) =>
      (
        await sandbox.request('POST', '/auth/token', {
          body: { grant_type: 'password', username, password: 'Formulaires2026!' },
        })
      ).body.access_token as string;
    const token = await tokenOf('payeur@example.org');
    // A guessed id opens nothing: anonymous, 401; another user, the 404 of an unknown id.
    const anonymous = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize');
    expect([anonymous.status, errorCode(anonymous)]).toEqual([401, 'UNAUTHORIZED']);
    const stranger = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize', {
      token: await tokenOf('admin.asso@example.org'),
    });
    expect([stranger.status, errorCode(stranger)]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const start = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize', { token });
    expect(start.status).toBe(200);
    const status = expectShape(PaymentStatusSchema, start.body);
    expect(status).toMatchObject({ nextAction: 'Initialize', amount: 1300 });
    const summary = await sandbox.request('GET', `/api/payments/summary?paymentRequestId=${status.paymentRequestId}`);
    expect(expectShape(PaymentSummarySchema, summary.body)).toMatchObject({
      kind: 'Regularisation',
      installmentNumber: 2,
    });
    const same = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize', { token });
    expect(same.body.paymentRequestId).toBe(status.paymentRequestId);
    const refused = await sandbox.request('POST', `/provider/payments/${status.paymentRequestId}/card`, {
      body: { cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' },
    });
    expect(refused.body.status).toBe('Refused');
    const error = await sandbox.request(
      'POST',
      `/api/payments/unpaid/error?paymentRequestDataId=${status.paymentRequestId}`,
    );
    expect(error.body.state).toBe('Error');
    const abandon = await sandbox.request(
      'POST',
      `/api/payments/unpaid/abandon?paymentRequestDataId=${status.paymentRequestId}`,
    );
    expect(abandon.body.state).toBe('Abandoned');
    const restart = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize', { token });
    expect(restart.status).toBe(200);
    const card = await sandbox.request('POST', `/provider/payments/${restart.body.paymentRequestId}/card`, {
      body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(card.body.nextAction).toBe('Confirm');
    const finalize = await sandbox.request(
      'POST',
      `/api/payments/unpaid/finalize?paymentRequestDataId=${restart.body.paymentRequestId}`,
    );
    expect(finalize.status).toBe(200);
    expect(finalize.body).toMatchObject({ state: 'Authorized', orderId: 41 });
    const twice = await sandbox.request('POST', '/api/payments/card-embed/412/reinitialize', { token });
    expect(twice.status).toBe(409);
    expect(errorCode(twice)).toBe('DUPLICATED_PAYMENT');
    const pending = await sandbox.request('POST', '/api/payments/card-embed/413/reinitialize', { token });
    expect(errorCode(pending)).toBe('PAYMENT_NOT_UNPAID');
    expect((await sandbox.request('POST', '/api/payments/card-embed/999999/reinitialize', { token })).status).toBe(404);
    expect((await sandbox.request('POST', '/api/payments/unpaid/other?paymentRequestDataId=x')).status).toBe(404);
  });

  it('reinitializes with a new card and stops after 5 failed attempts', async () => {
    const journey = await startPayment(sandbox, { card: '4000000000000002' });
    const reinit = await sandbox.request(
      'POST',
      `/api/payments/${journey.paymentId}/reinitialize?useNewPaymentMethod=true&backUrl=https%3A%2F%2Fexample.org`,
    );
    expect(reinit.status).toBe(200);
    expect(expectShape(PaymentRequestSchema, reinit.body)).toMatchObject({
      id: journey.paymentRequestId,
      backUrl: 'https://example.org',
    });
    for (let attempt = 2; attempt <= 5; attempt++) {
      const card = await sandbox.request('POST', `/provider/payments/${journey.paymentRequestId}/card`, {
        body: { cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' },
      });
      expect(card.body.status).toBe('Refused');
    }
    const status = await nextAction(journey.paymentRequestId);
    expect(status).toMatchObject({ nextAction: null, errorCode: 'PAYMENT_MAX_ERROR_ATTEMPTS', attempts: 5 });
    const blocked = await sandbox.request(
      'POST',
      `/api/payments/card-embed/initialize?paymentRequestId=${journey.paymentRequestId}`,
    );
    expect(blocked.status).toBe(422);
    expect(errorCode(blocked)).toBe('PAYMENT_MAX_ERROR_ATTEMPTS');
    expect((await sandbox.request('POST', '/api/payments/pay_unknown/reinitialize')).status).toBe(404);
  });

  it('answers 404 and 400 for unknown or missing payment ids', async () => {
    expect((await sandbox.request('GET', '/api/payments/summary?paymentRequestId=pr_nope')).status).toBe(404);
    expect((await sandbox.request('GET', '/api/payments/summary')).status).toBe(400);
    expect(
      (await sandbox.request('GET', '/api/payments/card-embed/get-next-action?paymentRequestId=pr_nope')).status,
    ).toBe(404);
    expect((await sandbox.request('GET', '/api/payments/card-embed/poll-redirect-url?paymentId=pay_nope')).status).toBe(
      404,
    );
    expect((await sandbox.request('POST', '/api/payments/finalize?paymentId=pay_nope')).status).toBe(404);
    expect((await sandbox.request('POST', '/api/payments/card-embed/confirm')).status).toBe(400);
    expect(
      (
        await sandbox.request('POST', '/provider/payments/pr_nope/card', {
          body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        })
      ).status,
    ).toBe(404);
  });
});
