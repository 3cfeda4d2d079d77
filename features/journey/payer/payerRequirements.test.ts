import { describe, expect, it } from 'vitest';
import { buyerRequirements, donorRequirements, memberRequirements } from './payerRequirements';

describe('payer requirements', () => {
  it('asks a donor the address for a tax receipt only', () => {
    expect(donorRequirements({ hasFiscalReduction: true }).address).toBe('required');
    expect(donorRequirements({ hasFiscalReduction: false }).city).toBe('optional');
    expect(donorRequirements({ hasFiscalReduction: true }).birthDate).toBe('hidden');
  });

  it('asks a member a birth date, required and checked where the form refuses minors', () => {
    expect(memberRequirements({ refusesMinors: true })).toMatchObject({ birthDate: 'required', legalAge: true });
    expect(memberRequirements({ refusesMinors: false })).toMatchObject({ birthDate: 'optional', legalAge: false });
  });

  it('asks a buyer no address', () => {
    expect(buyerRequirements().address).toBe('hidden');
  });
});
