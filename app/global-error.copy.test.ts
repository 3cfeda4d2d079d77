import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import copy from '@/app/global-error.copy.json';
// @ts-expect-error -- a plain ES module script, without types
import { globalErrorCopy } from '@/scripts/global-error-copy.mjs';

describe('the global error page’s copy', () => {
  it('is messages/fr.json’s (regenerate with `node scripts/global-error-copy.mjs`)', () => {
    expect(copy).toEqual(globalErrorCopy(fr));
  });
});
