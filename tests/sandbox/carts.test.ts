import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CartRefreshResponseSchema,
  CartSchema,
  FileUploadResponseSchema,
  OnePageCartResponseSchema,
  ProspectResponseSchema,
} from '@/lib/api/contracts/carts';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { remainingStock } from '@/lib/rules/cart';
import { suggestTip } from '@/lib/rules/tip';
import {
  ADULT_FIELDS,
  CHECKOUT,
  DONATION,
  DRIVERS,
  EVENT,
  MEMBERSHIP,
  NAMED,
  PAYER,
  SHOP,
  WORKSHOP,
  clientToken,
  expectShape,
  startPayment,
  startTestSandbox,
  type TestSandbox,
} from './support';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

function errorCode(response: { body: unknown }): string | undefined {
  return expectShape(ErrorBodySchema, response.body).errors[0]?.code;
}

describe.each(DRIVERS)('sandbox carts on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const newCart = async (form: object, items: unknown[]) =>
    sandbox.request('POST', '/api/carts', { body: { ...form, items } });

  it('creates a donation cart and answers it in the contract shape', async () => {
    const response = await newCart({ ...DONATION, formType: 'donation' }, [{ tierId: 1011, customAmount: 4000 }]);
    expect(response.status).toBe(201);
    const cart = expectShape(CartSchema, response.body);
    expect(cart.state).toBe('Open');
    expect(cart.formType).toBe('Donation');
    expect(cart.paymentTerms[0]).toMatchObject({
      initialAmount: 4000,
      realAmount: 4000,
      discount: 0,
      vat: 0,
      amount: 4000,
    });
    expect(cart.tipData).toEqual({ tipSuggestion: suggestTip(4000).suggestionCents, tipChosen: null });
    expect(new Date(cart.currentCartExpirationTime).getTime() - new Date(cart.meta.updatedAt).getTime()).toBe(
      15 * 60 * 1000,
    );
    const again = await sandbox.request(
      'GET',
      `/api/carts/${cart.id}?organizationSlug=les-amis-du-quartier&formType=Donation&formSlug=soutenir-nos-actions`,
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(cart.id);
    expect((await sandbox.request('GET', `/api/carts/${cart.id}?formType=checkout`)).status).toBe(200);
    const wrongForm = await sandbox.request('GET', `/api/carts/${cart.id}?formSlug=la-boutique`);
    expect(wrongForm.status).toBe(404);
    expect(errorCode(wrongForm)).toBe('CART_NOT_FOUND');
  });

  it('holds event places with options and every custom field type', async () => {
    const response = await newCart(EVENT, [
      {
        tierId: 1021,
        customFields: ADULT_FIELDS,
        extraOptions: [{ id: 5001 }, { id: 5002, customFields: [{ id: 7010, value: 'sans sel' }] }],
      },
      { tierId: 1022 },
      { tierId: 1023, customAmount: 800 },
    ]);
    expect(response.status).toBe(201);
    const cart = expectShape(CartSchema, response.body);
    expect(cart.paymentTerms[0].initialAmount).toBe(1200 + 200 + 0 + 0 + 800);
    const yesNo = cart.items[0]?.customFields.find((field) => field.id === 7006);
    expect(yesNo?.value).toBe('Oui');
    const adult = cart.tierList.find((tier) => tier.id === 1021);
    expect(adult).toMatchObject({ count: 1 });
    // The client's rule subtracts the cart's own places from remainingNumber.
    expect(remainingStock({ id: 1021, remainingNumber: adult?.remainingNumber ?? null }, cart.items)).toBe(
      200 - 37 - 1,
    );
    const form = await sandbox.request(
      'GET',
      `/api/agg/form?organizationSlug=les-amis-du-quartier&formType=Event&formSlug=fete-de-quartier`,
    );
    const tier = form.body.form.tiers.find((candidate: { id: number }) => candidate.id === 1021);
    expect(tier.remainingNumber).toBe(200 - 37 - 1);
  });

  it('keeps each place’s participant, trimmed, and says which one a name rule refuses', async () => {
    const created = await newCart(EVENT, [
      { tierId: 1022, participant: { firstName: ' Jeanne ', lastName: 'Durand' } },
      { tierId: 1022 },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.items.map((item: { participant: unknown }) => item.participant)).toEqual([
      { firstName: 'Jeanne', lastName: 'Durand' },
      null,
    ]);
    const refused = await newCart(EVENT, [
      { tierId: 1022 },
      { tierId: 1022, participant: { firstName: 'Léo', lastName: 'L3o' } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'INVALID_PARTICIPANT',
      message: 'Validation.name.noNumbers',
      field: 'items.1.participant.lastName',
    });
  });

  it.each([
    ['unknown tier', DONATION, [{ tierId: 1021 }], 422, 'ticketsHasChanged'],
    ['option of another tier', EVENT, [{ tierId: 1022, extraOptions: [{ id: 5001 }] }], 422, 'ticketsHasChanged'],
    ['amount under the Pwyw minimum', EVENT, [{ tierId: 1023, customAmount: 499 }], 422, 'INVALID_AMOUNT'],
    ['amount above the form maximum', DONATION, [{ tierId: 1011, customAmount: 1_000_001 }], 422, 'INVALID_AMOUNT'],
    ['sold-out tier', SHOP, [{ tierId: 1043 }], 409, 'ticketsSoldOut'],
    ['sold-out option', EVENT, [{ tierId: 1021, extraOptions: [{ id: 5001 }, { id: 5003 }] }], 409, 'optionsSoldOut'],
    ['more than maxPerCart', SHOP, Array.from({ length: 11 }, () => ({ tierId: 1042 })), 422, 'MAX_PER_CART'],
    ['more than maxPerTier', EVENT, Array.from({ length: 11 }, () => ({ tierId: 1022 })), 422, 'MAX_PER_TIER'],
    [
      'unknown custom field',
      EVENT,
      [{ tierId: 1022, customFields: [{ id: 7001, value: '01/01/2000' }] }],
      400,
      'INVALID_CUSTOM_FIELD',
    ],
    [
      'bad date',
      EVENT,
      [{ tierId: 1021, customFields: [{ id: 7001, value: '31/02/2000' }] }],
      400,
      'INVALID_CUSTOM_FIELD',
    ],
    [
      'bad phone',
      EVENT,
      [{ tierId: 1021, customFields: [{ id: 7007, value: 'call me' }] }],
      400,
      'INVALID_CUSTOM_FIELD',
    ],
    ['bad choice', EVENT, [{ tierId: 1021, customFields: [{ id: 7004, value: 'XXL' }] }], 400, 'INVALID_CUSTOM_FIELD'],
    [
      'bad number',
      EVENT,
      [{ tierId: 1021, customFields: [{ id: 7009, value: 'three' }] }],
      400,
      'INVALID_CUSTOM_FIELD',
    ],
    [
      'a participant with a forbidden name',
      EVENT,
      [{ tierId: 1022, participant: { firstName: 'Admin', lastName: 'Durand' } }],
      400,
      'INVALID_PARTICIPANT',
    ],
    [
      'a participant named twice the same',
      EVENT,
      [{ tierId: 1022, participant: { firstName: 'Jeanne', lastName: 'JEANNE' } }],
      400,
      'INVALID_PARTICIPANT',
    ],
    ['empty items', DONATION, [], 400, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_name, form, items, status, code) => {
    const response = await newCart(form, items);
    expect(response.status).toBe(status);
    expect(errorCode(response)).toBe(code);
  });

  it.each([
    ['club-sportif-des-berges', 'Event', 'tournoi-de-printemps', 2011, 422, 'SALE_NOT_STARTED'],
    ['club-sportif-des-berges', 'Event', 'gala-annuel', 2021, 422, 'SALE_ENDED'],
    ['club-sportif-des-berges', 'CrowdFunding', 'nouveaux-maillots', 2071, 422, 'SALE_ENDED'],
    ['club-sportif-des-berges', 'Donation', 'soutien-au-club', 2081, 422, 'PAYMENT_SUSPENDED'],
    ['club-sportif-des-berges', 'Event', 'stage-d-ete', 2031, 409, 'ticketsSoldOut'],
    ['club-sportif-des-berges', 'Membership', 'adhesion-saison-prochaine', 2041, 404, 'FORM_NOT_FOUND'],
    ['club-sportif-des-berges', 'Shop', 'ancienne-boutique', 2051, 404, 'FORM_NOT_FOUND'],
    ['nobody', 'Shop', 'nothing', 2051, 404, 'FORM_NOT_FOUND'],
  ])('refuses a cart on %s/%s/%s', async (organizationSlug, formType, formSlug, tierId, status, code) => {
    const response = await newCart({ organizationSlug, formType, formSlug }, [{ tierId, customAmount: 1000 }]);
    expect(response.status).toBe(status);
    expect(errorCode(response)).toBe(code);
  });

  it('refuses a cart on a draft form to its admin with 403', async () => {
    const token = (await sandbox.request('POST', '/__test/token', { body: { userId: 1002 } })).body.access_token;
    const response = await sandbox.request('POST', '/api/carts', {
      token,
      body: {
        organizationSlug: 'club-sportif-des-berges',
        formType: 'Membership',
        formSlug: 'adhesion-saison-prochaine',
        items: [{ tierId: 2041 }],
      },
    });
    expect(response.status).toBe(403);
    expect(errorCode(response)).toBe('FORM_NOT_PUBLISHED');
  });

  it('updates, refreshes and rejects a cart of another form', async () => {
    const cart = (await newCart(SHOP, [{ tierId: 1042 }])).body;
    const put = await sandbox.request('PUT', `/api/carts/${cart.id}`, {
      body: { ...SHOP, items: [{ tierId: 1042 }, { tierId: 1042 }] },
    });
    expect(put.status).toBe(200);
    expect(put.body.items).toHaveLength(2);
    expect(put.body.paymentTerms[0].vat).toBe(300);
    const other = await sandbox.request('PUT', `/api/carts/${cart.id}`, {
      body: { ...DONATION, items: [{ tierId: 1011 }] },
    });
    expect(other.status).toBe(422);
    expect(errorCode(other)).toBe('CART_FORM_MISMATCH');
    const refresh = await sandbox.request('POST', `/api/carts/${cart.id}/refresh`);
    expect(refresh.status).toBe(200);
    expectShape(CartRefreshResponseSchema, refresh.body);
    expect((await sandbox.request('POST', '/api/carts/crt_doesnotexist/refresh')).status).toBe(404);
    expect((await sandbox.request('GET', '/api/carts/not%20an%20id')).status).toBe(404);
  });

  it('applies, normalises, refuses and removes discount codes', async () => {
    const cart = (await newCart(EVENT, [{ tierId: 1024, extraOptions: [] }])).body;
    const apply = await sandbox.request('POST', `/api/carts/${cart.id}/discount-code`, {
      body: { discountCode: ' bienvenue ' },
    });
    expect(apply.status).toBe(200);
    expect(apply.body.coupons).toEqual([{ code: 'BIENVENUE', discount: 250 }]);
    expect(apply.body.paymentTerms[0]).toMatchObject({ initialAmount: 2500, discount: 250, realAmount: 2250 });
    for (const [code, expected] of [
      ['NOPE', 'DISCOUNT_CODE_UNKNOWN'],
      ['expire', 'DISCOUNT_CODE_EXPIRED'],
      ['EPUISE', 'DISCOUNT_CODE_EXHAUSTED'],
    ] as const) {
      const response = await sandbox.request('POST', `/api/carts/${cart.id}/discount-code`, {
        body: { discountCode: code },
      });
      expect(response.status).toBe(422);
      expect(errorCode(response)).toBe(expected);
    }
    const fixed = await sandbox.request('POST', `/api/carts/${cart.id}/discount-code`, {
      body: { discountCode: 'voisin5' },
    });
    expect(fixed.body.paymentTerms[0]).toMatchObject({ discount: 500, realAmount: 2000 });
    const removed = await sandbox.request('POST', `/api/carts/${cart.id}/discount-code`, {
      body: { discountCode: null },
    });
    expect(removed.body.coupons).toEqual([]);
    const donation = (await newCart(DONATION, [{ tierId: 1011 }])).body;
    const notAllowed = await sandbox.request('POST', `/api/carts/${donation.id}/discount-code`, {
      body: { discountCode: 'BIENVENUE' },
    });
    expect(errorCode(notAllowed)).toBe('DISCOUNT_CODE_NOT_ALLOWED');
    const mug = (await newCart(SHOP, [{ tierId: 1042 }])).body;
    const tooLow = await sandbox.request('POST', `/api/carts/${mug.id}/discount-code`, {
      body: { discountCode: 'PRESQUE' },
    });
    expect(tooLow.status).toBe(422);
    expect(errorCode(tooLow)).toBe('minimumCart');
    const wrongBody = await sandbox.request('POST', `/api/carts/${mug.id}/discount-code`, { body: { code: 'X' } });
    expect(wrongBody.status).toBe(400);
  });

  it('sets the tip, the payer and the instalments', async () => {
    const cart = (await newCart(EVENT, [{ tierId: 1024 }, { tierId: 1024 }])).body;
    const tip = await sandbox.request('PUT', `/api/carts/${cart.id}/tip`, { body: { tip: 450 } });
    expect(tip.status).toBe(200);
    expect(tip.body.tipData).toEqual({ tipSuggestion: suggestTip(5000).suggestionCents, tipChosen: 450 });
    for (const bad of [{ tip: -1 }, { tip: 1.5 }, { tip: '300' }, {}]) {
      const response = await sandbox.request('PUT', `/api/carts/${cart.id}/tip`, { body: bad });
      expect(response.status).toBe(400);
    }
    const payer = await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, {
      body: { payer: { ...PAYER, companyName: 'Durand SARL', companySiren: '732 829 320', companyLegalStatusId: 3 } },
    });
    expect(payer.status).toBe(200);
    expect(payer.body.payer.companyName).toBe('Durand SARL');
    const forbiddenName = await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, {
      body: { payer: { ...PAYER, firstName: 'Test' } },
    });
    expect(forbiddenName.status).toBe(400);
    expect(forbiddenName.body.errors[0]).toMatchObject({ code: 'INVALID_PAYER', field: 'payer.firstName' });
    const badEmail = await sandbox.request('PUT', `/api/carts/${cart.id}/payer`, {
      body: { payer: { ...PAYER, email: 'nope' } },
    });
    expect(badEmail.status).toBe(400);
    const three = await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Installment', count: 3 } },
    });
    expect(three.status).toBe(200);
    expect(three.body.paymentTerms.map((term: { amount: number }) => term.amount)).toEqual([1668, 1666, 1666]);
    expect(three.body.totalAmount).toBe(5000 + 450);
    expect(three.body.amountToPayNow).toBe(1668 + 450);
    const six = await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Installment', count: 6 } },
    });
    expect(six.status).toBe(422);
    expect(errorCode(six)).toBe('INSTALLMENTS_NOT_OFFERED');
    const monthly = await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Monthly', paymentDay: 5 } },
    });
    expect(errorCode(monthly)).toBe('INSTALLMENTS_NOT_OFFERED');
    const badDay = await sandbox.request('PUT', `/api/carts/${cart.id}/installments`, {
      body: { installments: { frequency: 'Monthly', paymentDay: 29 } },
    });
    expect(badDay.status).toBe(400);
    const donation = (await newCart(DONATION, [{ tierId: 1012, customAmount: 1500 }])).body;
    const monthlyDonation = await sandbox.request('PUT', `/api/carts/${donation.id}/installments`, {
      body: { installments: { frequency: 'Monthly', paymentDay: 10 } },
    });
    expect(monthlyDonation.status).toBe(200);
    expect(monthlyDonation.body.paymentTerms).toHaveLength(12);
    expect(monthlyDonation.body.paymentTerms[1].date.slice(8)).toBe('10');
  });

  it('asks a member’s birth date where the form refuses minors, and a name for each membership', async () => {
    const member = {
      ...NAMED,
      customFields: [
        { id: 7011, value: '06 12 34 56 78' },
        { id: 7012, value: '69003' },
      ],
    };
    const cart = (await newCart(MEMBERSHIP, [{ tierId: 1031, ...member }])).body;
    const put = (payer: object) => sandbox.request('PUT', `/api/carts/${cart.id}/payer`, { body: { payer } });
    const missing = await put(PAYER);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'INVALID_PAYER', field: 'payer.birthDate' });
    const minorBirth = `${new Date().getFullYear() - 10}-07-14`;
    const minor = await put({ ...PAYER, birthDate: minorBirth });
    expect(minor.status).toBe(400);
    expect(minor.body.errors[0]).toMatchObject({ field: 'payer.birthDate', message: 'Validation.legalAge?age=18' });
    const adult = await put({ ...PAYER, birthDate: '1990-07-14' });
    expect(adult.status).toBe(200);
    expect(adult.body.payer.birthDate).toBe('1990-07-14');
    // A membership with no member's name is not paid for.
    const unnamed = (await newCart(MEMBERSHIP, [{ tierId: 1031, customFields: member.customFields }])).body;
    await sandbox.request('PUT', `/api/carts/${unnamed.id}/payer`, {
      body: { payer: { ...PAYER, birthDate: '1990-07-14' } },
    });
    const refused = await sandbox.request('POST', `/api/carts/${unnamed.id}/init-payment`, {
      body: { gdprConsent: true, cgvConsent: true },
    });
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('PARTICIPANT_REQUIRED');
  });

  it('gives each line its VAT rate and the VAT it includes (a shop at 20 %)', async () => {
    const cart = (
      await newCart(SHOP, [
        { tierId: 1041, extraOptions: [{ id: 5011 }], customFields: [{ id: 7013, value: 'M' }] },
        { tierId: 1042 },
      ])
    ).body;
    expectShape(CartSchema, cart);
    expect(cart.items.map((item: { vatRate: number; vat: number }) => [item.vatRate, item.vat])).toEqual([
      [0.2, 300],
      [0.2, 150],
    ]);
    expect(cart.items[0].extraOptions[0]).toMatchObject({ vatRate: 0.2, vat: 50 });
    expect(cart.paymentTerms[0].vat).toBe(500);
  });

  it('refuses a tip on a free cart', async () => {
    const cart = (await newCart(EVENT, [{ tierId: 1022 }])).body;
    const response = await sandbox.request('PUT', `/api/carts/${cart.id}/tip`, { body: { tip: 100 } });
    expect(response.status).toBe(422);
    expect(errorCode(response)).toBe('TIP_NOT_ALLOWED');
  });

  it('stores uploaded files and refuses wrong types and sizes', async () => {
    const cart = (await newCart(EVENT, [{ tierId: 1022 }])).body;
    const upload = (data: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([data as BlobPart], { type }), name);
      return sandbox.request('POST', `/api/carts/${cart.id}/file`, { raw: form });
    };
    const png = await upload(PNG, 'certificat.png', 'image/png');
    expect(png.status).toBe(201);
    expect(expectShape(FileUploadResponseSchema, png.body)).toMatchObject({
      contentType: 'image/png',
      size: PNG.byteLength,
    });
    expect((await upload(PDF, 'certificat.pdf', 'application/pdf')).body.contentType).toBe('application/pdf');
    const text = await upload(new TextEncoder().encode('hello'), 'note.txt', 'text/plain');
    expect(text.status).toBe(415);
    const disguised = await upload(new TextEncoder().encode('hello'), 'fake.png', 'image/png');
    expect(disguised.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(errorCode(tooBig)).toBe('PAYLOAD_TOO_LARGE');
    const noFile = new FormData();
    noFile.append('other', 'x');
    expect((await sandbox.request('POST', `/api/carts/${cart.id}/file`, { raw: noFile })).status).toBe(400);
    const json = await sandbox.request('POST', `/api/carts/${cart.id}/file`, { body: { file: 'x' } });
    expect(json.status).toBe(415);
    const rows = await sandbox.request('GET', `/api/carts/${cart.id}`);
    expect(rows.status).toBe(200);
  });

  it('records prospects once', async () => {
    const body = {
      organizationSlug: 'club-sportif-des-berges',
      formType: 'Donation',
      formSlug: 'soutien-au-club',
      email: 'Fan@Example.org',
    };
    const first = await sandbox.request('POST', '/api/carts/prospects', { body });
    expect(first.status).toBe(201);
    expectShape(ProspectResponseSchema, first.body);
    expect((await sandbox.request('POST', '/api/carts/prospects', { body })).status).toBe(201);
    expect((await sandbox.request('POST', '/api/carts/prospects', { body: { ...body, email: 'nope' } })).status).toBe(
      400,
    );
    expect(
      (await sandbox.request('POST', '/api/carts/prospects', { body: { ...body, formSlug: 'inconnu' } })).status,
    ).toBe(404);
  });

  it('releases held places 15 minutes after the last update (controllable clock)', async () => {
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 0 } });
    const first = await newCart(
      WORKSHOP,
      Array.from({ length: 10 }, () => ({ tierId: 1081 })),
    );
    expect(first.status).toBe(201);
    const blocked = await newCart(WORKSHOP, [{ tierId: 1081 }]);
    expect(blocked.status).toBe(409);
    expect(errorCode(blocked)).toBe('ticketsSoldOut');
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 14 * 60 * 1000 } });
    expect((await newCart(WORKSHOP, [{ tierId: 1081 }])).status).toBe(409);
    await sandbox.request('POST', '/__test/clock', { body: { offsetMs: 15 * 60 * 1000 + 1000 } });
    const expired = await sandbox.request('GET', `/api/carts/${first.body.id}`);
    expect(expired.status).toBe(404);
    expect(errorCode(expired)).toBe('CART_EXPIRED');
    expect(errorCode(await sandbox.request('PUT', `/api/carts/${first.body.id}/tip`, { body: { tip: 0 } }))).toBe(
      'CART_EXPIRED',
    );
    const second = await newCart(
      WORKSHOP,
      Array.from({ length: 10 }, () => ({ tierId: 1081 })),
    );
    expect(second.status).toBe(201);
    await sandbox.request('POST', '/__test/clock', { body: { reset: true } });
    // Back at the real time, the first cart would be alive again on its own clock; its
    // places still count, so the second cart's places are the only ones left: none.
    await sandbox.request('POST', '/__test/reset');
  });

  it('builds a one-page checkout cart and starts its payment in the same call', async () => {
    // Its organisation's site prepares it, and may prepare it again (tests/sandbox/checkout.test.ts: nobody else).
    const token = await clientToken(sandbox);
    const created = await sandbox.request(
      'POST',
      '/api/carts/cart-one-page?backUrl=https%3A%2F%2Fexample.org%2Fpanier',
      {
        token,
        body: { ...CHECKOUT, items: [{ tierId: 1071, customAmount: 4200 }] },
      },
    );
    expect(created.status).toBe(201);
    expect(expectShape(OnePageCartResponseSchema, created.body)).toMatchObject({
      redirectUrl: null,
      paymentRequestId: null,
    });
    const withoutConsent = await sandbox.request('PUT', `/api/carts/cart-one-page/${created.body.id}`, {
      token,
      body: { ...CHECKOUT, items: [{ tierId: 1071, customAmount: 4200 }], payer: PAYER, tip: 100 },
    });
    expect(withoutConsent.status).toBe(400);
    expect(errorCode(withoutConsent)).toBe('tipConsentError');
    // The failed call changed nothing (one transaction).
    expect((await sandbox.request('GET', `/api/carts/${created.body.id}`)).body.payer).toBeNull();
    const paying = await sandbox.request(
      'PUT',
      `/api/carts/cart-one-page/${created.body.id}?backUrl=https%3A%2F%2Fexample.org%2Fpanier`,
      {
        token,
        body: { ...CHECKOUT, items: [{ tierId: 1071, customAmount: 4200 }], payer: PAYER, tip: 100, tipConsent: true },
      },
    );
    expect(paying.status).toBe(200);
    const cart = expectShape(OnePageCartResponseSchema, paying.body);
    expect(cart.paymentRequestId).toMatch(/^pr_/u);
    expect(cart.redirectUrl).toBe(`${new URL(sandbox.base).origin}/forms/paiement/embarque/${cart.paymentRequestId}`);
    expect(cart.amountToPayNow).toBe(4300);
    const checkout = await sandbox.request(
      'GET',
      `/api/carts/${cart.id}?organizationSlug=les-amis-du-quartier&formType=checkout`,
    );
    expect(checkout.status).toBe(200);
    const missingAmount = await sandbox.request('POST', '/api/carts/cart-one-page', {
      token,
      body: { ...CHECKOUT, items: [{ tierId: 1071 }] },
    });
    expect(errorCode(missingAmount)).toBe('INVALID_AMOUNT');
  });

  it('refuses any change to a paid cart', async () => {
    const journey = await startPayment(sandbox);
    await sandbox.request('POST', `/api/payments/card-embed/confirm?paymentId=${journey.paymentId}`);
    const tip = await sandbox.request('PUT', `/api/carts/${journey.cartId}/tip`, { body: { tip: 100 } });
    expect(tip.status).toBe(409);
    expect(errorCode(tip)).toBe('DUPLICATED_PAYMENT');
    const cart = await sandbox.request('GET', `/api/carts/${journey.cartId}`);
    expect(cart.body.state).toBe('Paid');
  });
});
