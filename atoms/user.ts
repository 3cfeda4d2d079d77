/**
 * The signed-in user on the client (SPEC §3 user store, §4 login/logout). Never persisted:
 * the truth is the session cookies, read by the server on every request; the layout
 * passes what it found and these atoms mirror it. Tokens never reach the browser.
 */
import { atom } from 'jotai';
import type { UserAggregate } from '@/lib/api/contracts/users';

export type SessionUser = UserAggregate['user'];
export type UserOrganization = UserAggregate['organizations'][number];

export const userAtom = atom<SessionUser | null>(null);
export const organizationsAtom = atom<UserOrganization[]>([]);
/** The organisation the user is acting for (SPEC §4: cleared at logout). */
export const selectedOrganizationAtom = atom<string | null>(null);

/** SPEC §4 login flags: a sign-in or a sign-out is under way. */
export const connectingAtom = atom(false);
export const disconnectingAtom = atom(false);

export const isSignedInAtom = atom((get) => get(userAtom) !== null);

/** Stores what a successful sign-in (or the server's session) returned. */
export const signedInAtom = atom(null, (_get, set, aggregate: Pick<UserAggregate, 'user' | 'organizations'>) => {
  set(userAtom, aggregate.user);
  set(organizationsAtom, aggregate.organizations);
});

/** Logout or a vanished session: clears the user, the organisations and the selected one. */
export const signedOutAtom = atom(null, (_get, set) => {
  set(userAtom, null);
  set(organizationsAtom, []);
  set(selectedOrganizationAtom, null);
});
