import { describe, expect, it } from 'vitest';
import { demoOrganizationSlugs } from '@/features/home/config';
import { isSandboxEnabled } from '@/lib/api/upstream';
import { ORGANIZATIONS } from '@/sandbox/seed/catalogue';

describe('demo organisations of the home page', () => {
  it('default to the organisations the sandbox seeds', () => {
    expect([...demoOrganizationSlugs].sort()).toEqual(ORGANIZATIONS.map((organization) => organization.slug).sort());
  });

  it('are listed only while the built-in sandbox serves the API', () => {
    expect(isSandboxEnabled({})).toBe(true);
    expect(isSandboxEnabled({ FORMS_API_URL: 'https://api.example.org/v5' })).toBe(false);
  });
});
