import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FORM_KINDS,
  FORM_TYPES,
  hasJourney,
  PREPARED_CART_FORM_TYPE,
  stepTitleKeysOf,
  adminPathSegment,
  adminShortcutPaths,
  formTypeEnumFromFormType,
  formTypeFromEnum,
  formTypeFromUrlSegment,
  isFormType,
  isFormUrlSegment,
  urlSegmentFromFormType,
} from './formKinds';

const TABLE = [
  ['formulaires', 'Donation', 'FUNDRAISING', 'formulaires'],
  ['evenements', 'Event', 'EVENT', 'evenements'],
  ['adhesions', 'Membership', 'MEMBERSHIP', 'adhesions'],
  ['collectes', 'CrowdFunding', 'CROWDFUNDING', 'collectes'],
  ['boutiques', 'Shop', 'SHOP', 'boutiques'],
  ['paiements', 'PaymentForm', 'PAYMENTFORM', 'ventes'],
  ['checkout', 'Checkout', 'UNKNOWN', 'checkout'],
] as const;

describe('form types (SPEC §1, §3)', () => {
  it.each(TABLE)('%s ↔ %s ↔ %s, back-office segment %s', (segment, formType, enumValue, adminSegment) => {
    expect(formTypeFromUrlSegment(segment)).toBe(formType);
    expect(urlSegmentFromFormType(formType)).toBe(segment);
    expect(formTypeEnumFromFormType(formType)).toBe(enumValue);
    expect(adminPathSegment(formType)).toBe(adminSegment);
    expect(isFormUrlSegment(segment)).toBe(true);
    expect(isFormType(formType)).toBe(true);
  });

  it('covers every form type', () => {
    expect(TABLE.map(([, formType]) => formType).sort()).toEqual([...FORM_TYPES].sort());
  });

  it.each([
    ['FUNDRAISING', 'Donation'],
    ['PAYMENTFORM', 'PaymentForm'],
    ['UNKNOWN', undefined],
    ['nope', undefined],
  ])('enum %s → %s', (value, formType) => {
    expect(formTypeFromEnum(value)).toBe(formType);
  });

  it.each(['Evenements', 'events', '', 'formulaire'])('rejects the segment %j', (segment) => {
    expect(formTypeFromUrlSegment(segment)).toBeUndefined();
    expect(isFormUrlSegment(segment)).toBe(false);
  });

  it.each([42, null, 'donation'])('isFormType(%j) is false', (value) => {
    expect(isFormType(value)).toBe(false);
    expect(isFormUrlSegment(value)).toBe(false);
  });

  it('builds the admin shortcut paths (ventes for payment forms)', () => {
    expect(adminShortcutPaths('mon-asso', 'PaymentForm', 'vente-gateaux')).toEqual({
      edit: 'mon-asso/ventes/vente-gateaux/edition/1',
      share: 'mon-asso/ventes/vente-gateaux/diffusion',
      statistics: 'mon-asso/ventes/vente-gateaux/statistiques',
      administrators: 'mon-asso/ventes/vente-gateaux/administrateurs',
    });
    expect(adminShortcutPaths('mon-asso', 'Event', 'gala').edit).toBe('mon-asso/evenements/gala/edition/1');
  });
});

describe('the kind table', () => {
  const messages = ['fr', 'en'].map((locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as object);
  const hasKey = (tree: object, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree) !==
    undefined;

  it('gives each kind its own address segment, enumeration value and form-id prefix', () => {
    for (const column of ['segment', 'formIdPrefix'] as const) {
      const values = FORM_TYPES.map((formType) => FORM_KINDS[formType][column]);
      expect(new Set(values).size).toBe(values.length);
    }
    const enums = FORM_TYPES.map((formType) => FORM_KINDS[formType].enumValue).filter((value) => value !== 'UNKNOWN');
    expect(new Set(enums).size).toBe(enums.length);
  });

  it('names only copy that exists in both languages', () => {
    for (const formType of FORM_TYPES) {
      const kind = FORM_KINDS[formType];
      const keys = [kind.payerCopy, kind.summaryCopy, ...kind.stepTitleKeys.map((key) => `Journey.steps.${key}`)];
      for (const tree of messages) expect(keys.filter((key) => !hasKey(tree, key))).toEqual([]);
    }
  });

  it('pays a prepared cart through one kind, every other kind through its journey', () => {
    expect(PREPARED_CART_FORM_TYPE).toBe('Checkout');
    expect(FORM_TYPES.filter(hasJourney)).toEqual(FORM_TYPES.filter((formType) => formType !== 'Checkout'));
    expect(stepTitleKeysOf('Event', true)[0]).toBe('cart');
    expect(stepTitleKeysOf(null)[0]).toBe('amount');
  });
});
