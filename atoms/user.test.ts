import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  isSignedInAtom,
  organizationsAtom,
  selectedOrganizationAtom,
  signedInAtom,
  signedOutAtom,
  userAtom,
  type SessionUser,
} from './user';

const user: SessionUser = {
  userId: '1003',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'payeur@example.org',
  unverified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const organization = { organizationSlug: 'les-amis-du-quartier', name: 'Les amis', logo: null, roles: [] };

describe('user atoms', () => {
  it('start signed out', () => {
    const store = createStore();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it('sign in stores the user and the organisations', () => {
    const store = createStore();
    store.set(signedInAtom, { user, organizations: [organization] });
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(organizationsAtom)).toEqual([organization]);
    expect(store.get(isSignedInAtom)).toBe(true);
  });

  it('sign out clears the user, the organisations and the selected organisation (SPEC §4)', () => {
    const store = createStore();
    store.set(signedInAtom, { user, organizations: [organization] });
    store.set(selectedOrganizationAtom, 'les-amis-du-quartier');
    store.set(signedOutAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(organizationsAtom)).toEqual([]);
    expect(store.get(selectedOrganizationAtom)).toBeNull();
  });
});
