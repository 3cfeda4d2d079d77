import { describe, expect, it } from 'vitest';
import { LEGAL_STATUSES, isLegalStatusId } from './legalStatuses';

describe('legal statuses', () => {
  it('accepts the ids of the list only', () => {
    expect(LEGAL_STATUSES.map((status) => status.id).every(isLegalStatusId)).toBe(true);
    expect(isLegalStatusId(0)).toBe(false);
    expect(isLegalStatusId(99)).toBe(false);
  });
});
