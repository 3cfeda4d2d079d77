import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbuseResponseSchema,
  ContributorsPageSchema,
  EnrichedFormSchema,
  FormAggregateSchema,
  OrganizationFullSchema,
  ProviderSchema,
} from '@/lib/api/contracts/forms';
import { FORM_TYPES } from '@/lib/kinds/formKinds';
import { DRIVERS, expectShape, startTestSandbox, type TestSandbox, errorCode } from './support';

const PUBLIC_FORMS: [string, string, string][] = [
  ['les-amis-du-quartier', 'Donation', 'soutenir-nos-actions'],
  ['les-amis-du-quartier', 'Event', 'fete-de-quartier'],
  ['les-amis-du-quartier', 'Membership', 'adhesion-annuelle'],
  ['les-amis-du-quartier', 'Shop', 'la-boutique'],
  ['les-amis-du-quartier', 'CrowdFunding', 'un-toit-pour-le-local'],
  ['les-amis-du-quartier', 'PaymentForm', 'sortie-au-musee'],
  ['les-amis-du-quartier', 'Checkout', 'commande-en-ligne'],
  ['les-amis-du-quartier', 'Event', 'atelier-cuisine'],
  ['club-sportif-des-berges', 'Event', 'tournoi-de-printemps'],
  ['club-sportif-des-berges', 'Event', 'gala-annuel'],
  ['club-sportif-des-berges', 'Event', 'stage-d-ete'],
  ['club-sportif-des-berges', 'CrowdFunding', 'nouveaux-maillots'],
  ['club-sportif-des-berges', 'Donation', 'soutien-au-club'],
  ['club-sportif-des-berges', 'Event', 'repas-des-benevoles'],
  ['collectif-en-attente', 'Donation', 'premier-appel'],
  ['repas-solidaires', 'Donation', 'un-repas-pour-tous'],
];

describe.each(DRIVERS)('sandbox forms and organisations on %s', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const aggregate = (org: string, type: string, slug: string) =>
    sandbox.request('GET', `/api/agg/form?organizationSlug=${org}&formType=${type}&formSlug=${slug}`);

  it.each(PUBLIC_FORMS)('answers the aggregate of %s/%s/%s', async (org, type, slug) => {
    const response = await aggregate(org, type.toLowerCase(), slug);
    expect(response.status).toBe(200);
    const parsed = expectShape(FormAggregateSchema, response.body);
    expect(parsed.form).toMatchObject({ organizationSlug: org, formType: type, formSlug: slug });
    expect(parsed.seoTags.canonicalUrl).toMatch(new RegExp(`/forms/associations/${org}/[a-z]+/${slug}$`, 'u'));
  });

  it('covers every form kind and the demo states', async () => {
    const kinds = new Set(PUBLIC_FORMS.map(([, type]) => type));
    expect([...kinds].sort()).toEqual([...FORM_TYPES].sort());
    const donation = expectShape(
      FormAggregateSchema,
      (await aggregate('les-amis-du-quartier', 'Donation', 'soutenir-nos-actions')).body,
    );
    expect(donation.form).toMatchObject({
      hasFiscalReduction: true,
      presetAmounts: [1500, 3000, 5000],
      acceptMonthlyDonation: true,
    });
    const crowdfunding = (await aggregate('les-amis-du-quartier', 'CrowdFunding', 'un-toit-pour-le-local')).body.form;
    expect(crowdfunding.goal).toBe(500_000);
    expect(crowdfunding.fundingPercentage).toBe(Math.floor((crowdfunding.amountCollected * 100) / 500_000));
    const soldOut = (await aggregate('club-sportif-des-berges', 'Event', 'stage-d-ete')).body.form;
    expect(soldOut.remainingNumber).toBe(0);
    expect(soldOut.tiers.map((tier: { remainingNumber: number }) => tier.remainingNumber)).toEqual([0, 0]);
    const event = (await aggregate('les-amis-du-quartier', 'Event', 'fete-de-quartier')).body.form;
    const byId = Object.fromEntries(event.tiers.map((tier: { id: number }) => [tier.id, tier]));
    expect(byId[1025].remainingNumber).toBe(1);
    expect(byId[1023].priceCategory).toBe('Pwyw');
    expect(byId[1022].priceCategory).toBe('Free');
    expect(byId[1021].extraOptions.find((option: { id: number }) => option.id === 5001).isRequired).toBe(true);
    expect(new Set(byId[1021].customFields.map((field: { type: string }) => field.type)).size).toBe(9);
    expect((await aggregate('club-sportif-des-berges', 'Donation', 'soutien-au-club')).body.form.paymentSuspended).toBe(
      true,
    );
    expect((await aggregate('collectif-en-attente', 'Donation', 'premier-appel')).body.compliance.allowCollect).toBe(
      false,
    );
    const coluche = expectShape(
      FormAggregateSchema,
      (await aggregate('repas-solidaires', 'Donation', 'un-repas-pour-tous')).body,
    );
    expect(coluche.organization).toMatchObject({ isUnderColucheLaw: true, fiscalReceiptEligibility: true });
    expect(coluche.form.organizationIsUnderColucheLaw).toBe(true);
    expect(donation.organization.isUnderColucheLaw).toBe(false);
    expect((await aggregate('club-sportif-des-berges', 'Event', 'repas-des-benevoles')).body.seoTags.robots).toBe(
      'noindex,nofollow',
    );
  });

  it.each([
    ['club-sportif-des-berges', 'Membership', 'adhesion-saison-prochaine'],
    ['club-sportif-des-berges', 'Shop', 'ancienne-boutique'],
    ['club-sportif-des-berges', 'Donation', 'ancienne-collecte'],
    ['les-amis-du-quartier', 'Donation', 'inconnu'],
    ['inconnue', 'Donation', 'soutenir-nos-actions'],
    ['les-amis-du-quartier', 'Event', 'soutenir-nos-actions'],
  ])('hides %s/%s/%s from visitors (404)', async (org, type, slug) => {
    const response = await aggregate(org, type, slug);
    expect(response.status).toBe(404);
    expect(errorCode(response)).toBe('FORM_NOT_FOUND');
  });

  it('validates the aggregate query', async () => {
    expect(errorCode(await aggregate('les-amis-du-quartier', 'Raffle', 'soutenir-nos-actions'))).toBe(
      'VALIDATION_ERROR',
    );
    expect((await sandbox.request('GET', '/api/agg/form')).status).toBe(400);
    expect((await aggregate('Les Amis', 'Donation', 'x')).status).toBe(400);
  });

  it('answers the enriched form, the provider and the full organisation', async () => {
    const enriched = await sandbox.request(
      'GET',
      '/api/organizations/les-amis-du-quartier/forms/event/fete-de-quartier/enriched',
    );
    expect(expectShape(EnrichedFormSchema, enriched.body).soldCount).toBeGreaterThan(0);
    expect(
      (await sandbox.request('GET', '/api/organizations/les-amis-du-quartier/forms/event/inconnu/enriched')).status,
    ).toBe(404);
    const provider = await sandbox.request('GET', '/api/organizations/les-amis-du-quartier/provider');
    expect(expectShape(ProviderSchema, provider.body)).toMatchObject({ provider: 'HaPay', testMode: true });
    expect(provider.body.providerUrl).toBe(`${sandbox.base}/provider`);
    expect((await sandbox.request('GET', '/api/organizations/inconnue/provider')).status).toBe(404);
    const full = await sandbox.request('GET', '/api/organizations/club-sportif-des-berges/full');
    const parsed = expectShape(OrganizationFullSchema, full.body);
    expect(parsed.forms.map((form) => form.formSlug)).not.toContain('adhesion-saison-prochaine');
    expect(parsed.forms.every((form) => form.state === 'Public')).toBe(true);
    expect(
      (await sandbox.request('GET', '/api/organizations/collectif-en-attente/full')).body.compliance.allowCollect,
    ).toBe(false);
    expect((await sandbox.request('GET', '/api/organizations/NOPE/full')).status).toBe(400);
  });

  it('pages the contributors 8 by 8 with a continuation token', async () => {
    // The seed's gifts to this form: 12 single ones and payeur@example.org's monthly gift (order 42).
    const path = '/api/organizations/les-amis-du-quartier/forms/Donation/soutenir-nos-actions/contributors';
    const first = expectShape(ContributorsPageSchema, (await sandbox.request('GET', `${path}?pageSize=8`)).body);
    expect(first.data).toHaveLength(8);
    expect(first.continuationToken).not.toBeNull();
    const second = expectShape(
      ContributorsPageSchema,
      (await sandbox.request('GET', `${path}?continuationToken=${first.continuationToken}`)).body,
    );
    expect(second.data).toHaveLength(5);
    expect(second.continuationToken).toBeNull();
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(13);
    const dates = [...first.data, ...second.data].map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const anonymous = [...first.data, ...second.data].find((entry) => entry.firstName === null);
    expect(anonymous?.lastName).toBeNull();
    expect([...first.data, ...second.data].some((entry) => entry.amount === null)).toBe(true);
    expect((await sandbox.request('GET', `${path}?continuationToken=abc`)).status).toBe(400);
    expect((await sandbox.request('GET', `${path}?pageSize=0`)).status).toBe(400);
    expect((await sandbox.request('GET', `${path}?pageSize=500`)).status).toBe(400);
  });

  it('records abuse reports', async () => {
    const body = {
      reason: 'SPAM',
      userEmail: 'lecteur@example.org',
      userMessage: 'Page trompeuse',
      url: 'http://localhost:3000/forms/associations/x',
    };
    const response = await sandbox.request('POST', '/api/abuses', { body });
    expect(response.status).toBe(201);
    expectShape(AbuseResponseSchema, response.body);
    const anonymous = await sandbox.request('POST', '/api/abuses', { body: { ...body, userEmail: '' } });
    expect(anonymous.status).toBe(201);
    for (const bad of [
      { ...body, reason: 'BORING' },
      { ...body, userEmail: 'x' },
      { ...body, userMessage: '   ' },
      {},
    ]) {
      expect((await sandbox.request('POST', '/api/abuses', { body: bad })).status).toBe(400);
    }
    const blank = await sandbox.request('POST', '/api/abuses', { body: { ...body, userMessage: '   ' } });
    expect(blank.body.errors[0]).toMatchObject({ code: 'INVALID_REPORT', field: 'userMessage' });
    expect(
      (await sandbox.request('POST', '/api/abuses', { raw: 'reason=SPAM', headers: { 'content-type': 'text/plain' } }))
        .status,
    ).toBe(415);
    expect((await sandbox.request('POST', '/api/abuses', { body: 'x'.repeat(300 * 1024) })).status).toBe(413);
    expect((await sandbox.request('GET', '/api/nothing-here')).status).toBe(404);
  });
});
