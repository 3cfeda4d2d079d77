import { describe, expect, it } from 'vitest';
import {
  FORM_TYPES,
  adminPathSegment,
  adminShortcutPaths,
  formTypeEnumFromFormType,
  formTypeFromEnum,
  formTypeFromUrlSegment,
  isFormType,
  isFormUrlSegment,
  urlSegmentFromFormType,
} from './formTypes';

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
