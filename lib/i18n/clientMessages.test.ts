import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import { FORM_KINDS } from '@/lib/kinds/formKinds';
import {
  JOURNEY_PAGE_NAMESPACES,
  PAYMENT_NAMESPACES,
  clientMessages,
  clientMessagesJson,
  isServerOnlyNamespace,
  journeyPageNamespaces,
  pickMessages,
} from './clientMessages';

/** Every .tsx/.ts file under `dir` (no node_modules). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('clientMessages', () => {
  it('sends the browser the namespaces client components read, not the server-only ones', () => {
    const namespaces = Object.keys(clientMessages(fr));
    expect(namespaces).toEqual(expect.arrayContaining(['Validation', 'Errors', 'Summary', 'Payment', 'Forms']));
    for (const serverOnly of [
      'Home',
      'Metadata',
      'Sandbox',
      'Storybook',
      'StorybookFields',
      'DesignSystemFields',
      'Shell',
      'ErrorPage',
      'DisplaySettings',
    ]) {
      expect(namespaces).not.toContain(serverOnly);
    }
  });

  it('keeps out no namespace a client component reads', () => {
    const readByClients = ['app', 'features', 'lib', 'design-system', 'atoms'].flatMap((dir) =>
      sourceFiles(dir)
        .filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8')))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)].map(
            (match) => `${file}: ${match[1]}`,
          ),
        ),
    );
    expect(readByClients.length).toBeGreaterThan(10);
    expect(readByClients.filter((entry) => isServerOnlyNamespace(entry.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('makes the payload markedly lighter', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(clientMessages(fr))).toBeLessThan(size(fr) * 0.75);
  });
});

/**
 * Refs the server translates before the islands get them: step 3's tax reduction (its
 * screen's translateRef), and the journey's frame (a server component of the form layer:
 * its step titles and report link reach no island).
 */
const TRANSLATED_BY_THE_SERVER = ['features/journey/summary/summaryTaxReduction.ts', 'forms/JourneyFrame.tsx'];

/** The source files at `paths` (files, or folders read through), without tests, stories and those above. */
function filesAt(paths: readonly string[]): string[] {
  return paths
    .flatMap((path) => (/\.tsx?$/.test(path) ? [path] : sourceFiles(path)))
    .filter((path) => !/\.(test|stories)\.tsx?$/.test(path) && !TRANSLATED_BY_THE_SERVER.includes(path));
}

/**
 * Refs a file names through another module, by what it writes there (read as text: lib
 * imports no feature): `PLACES_MESSAGES.maxPerUser` (features/journey's places step) →
 * 'Places.validation.maxPerUser'; `cartErrorMessages(` (the error catalogue) → 'Errors.cart'.
 */
const REFS_NAMED_BY: ReadonlyMap<string, string> = new Map([
  ...[
    ...readFileSync('features/journey/choice/places/placesOffer.ts', 'utf8').matchAll(/(\w+): '(Places\.[\w.]+)'/g),
  ].map(([, key, ref]) => [`PLACES_MESSAGES.${key}`, ref ?? ''] as const),
  ...[...readFileSync('lib/rules/errorCatalogue.ts', 'utf8').matchAll(/(\w+): '(Errors\.[\w.]+)'/g)].map(
    ([, key, ref]) => [`OTHER_ERROR_MESSAGES.${key}`, ref ?? ''] as const,
  ),
  ...[
    ...readFileSync('lib/rules/errorCatalogue.ts', 'utf8').matchAll(
      /export const (\w+) = \([^)]*\): TitleAndMessage =>\s+titleAndMessage\(`(Errors\.\w+)\./g,
    ),
  ].map(([, name, path]) => [`${name}(`, path ?? ''] as const),
]);

/**
 * What `files` read of the messages: `useTranslations('A.b')` namespaces, and the message
 * refs their actions and rules answer with (`'Validation.required'`, `` `Summary.couponRefusal.${code}` ``,
 * those named through another module: REFS_NAMED_BY), as paths ('Journey.timer', 'Payer').
 */
function messagePathsReadBy(files: readonly string[]): Set<string> {
  const topLevel = Object.keys(fr);
  const read = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, path] of source.matchAll(/useTranslations\(\s*['"]([A-Za-z.]+)/g)) read.add(path ?? '');
    for (const [, path] of source.matchAll(/['"`]([A-Z][A-Za-z]+(?:\.[A-Za-z]+)+)/g)) {
      if (path && topLevel.includes(path.split('.')[0] ?? '')) read.add(path);
    }
    for (const [name, path] of REFS_NAMED_BY) if (source.includes(name)) read.add(path);
  }
  return read;
}

/** Whether the list's entry `entry` (a namespace or a dotted path) holds the message(s) at `path`. */
const holds = (entry: string, path: string) => path === entry || path.startsWith(`${entry}.`);

/** Files directly in `dir`. */
const filesIn = (dir: string) => sourceFiles(dir).filter((path) => !path.slice(dir.length + 1).includes('/'));

// What each journey page hydrates and posts to, by folder: the engine's root (the page and
// its islands), the form layer and its validation messages, the steps' shared refusals
// (the form's, the cart's), then each step's own folder and action.
const JOURNEY_ROOT = filesIn('features/journey');
const FORM_LAYER = ['forms', 'lib/rules/validation', 'lib/rules/messageRef.ts'];
const CART_REFUSALS = ['features/journey/actions/stepActions.ts'];
const CHOICE = [...filesIn('features/journey/choice'), 'features/journey/actions/choiceAction.ts'];
const PAYER = [...JOURNEY_ROOT, ...FORM_LAYER, ...CART_REFUSALS, 'features/journey/payer'];
const PLACES = [
  ...JOURNEY_ROOT,
  ...FORM_LAYER,
  ...CART_REFUSALS,
  ...CHOICE,
  'features/journey/choice/places',
  'lib/rules/taxReduction.ts',
  'lib/rules/cart.ts',
  'lib/rules/ruleMessages.ts',
];
const SCANNED: Record<keyof typeof JOURNEY_PAGE_NAMESPACES, readonly string[]> = {
  amount: [
    ...JOURNEY_ROOT,
    ...FORM_LAYER,
    ...CART_REFUSALS,
    ...CHOICE,
    'features/journey/choice/amount',
    'lib/rules/taxReduction.ts',
    'lib/rules/ruleMessages.ts',
  ],
  places: PLACES,
  // The places step's, and the waiting list's form, screen and action.
  placesSoldOut: [
    ...PLACES,
    'features/journey/waiting-list',
    'features/journey/step-page/WaitingListScreen.tsx',
    'features/journey/actions/waitingListAction.ts',
  ],
  // Without the participants' fields nor the action's upload refusals (Participants.*): a
  // kind that asks nothing per place shows no participant and uploads no file.
  payer: PAYER,
  payerAndParticipants: [...PAYER, 'features/journey/participants', 'features/journey/actions/payerAction.ts'],
  summary: [
    ...JOURNEY_ROOT,
    ...FORM_LAYER,
    ...CART_REFUSALS,
    'features/journey/summary',
    'features/journey/actions/summaryAction.ts',
  ],
  // Its action names its one refusal; no cart to refuse.
  suspended: [
    ...JOURNEY_ROOT,
    ...FORM_LAYER,
    'features/journey/suspended',
    'features/journey/actions/prospectAction.ts',
  ],
  preparedCart: [...JOURNEY_ROOT, 'features/journey/prepared-cart'],
  report: [...FORM_LAYER, 'features/report'],
};

/** The namespaces that are one page's own: no other page's list has them. */
const OWN: Record<keyof typeof JOURNEY_PAGE_NAMESPACES, readonly string[]> = {
  amount: ['Amount'],
  places: ['Places'],
  placesSoldOut: ['Places', 'WaitingList'],
  payer: ['Payer'],
  payerAndParticipants: ['Payer', 'Participants'],
  summary: ['Summary'],
  suspended: [],
  preparedCart: [],
  report: ['Report'],
};

describe('JOURNEY_PAGE_NAMESPACES', () => {
  const pages = Object.keys(JOURNEY_PAGE_NAMESPACES) as (keyof typeof JOURNEY_PAGE_NAMESPACES)[];

  it.each(pages)('%s: holds every message its islands and actions read, and nothing else', (name) => {
    const list: readonly string[] = JOURNEY_PAGE_NAMESPACES[name];
    const read = [...messagePathsReadBy(filesAt(SCANNED[name]))];
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((path) => !list.some((entry) => holds(entry, path)))).toEqual([]);
    expect(list.filter((entry) => !read.some((path) => holds(entry, path) || holds(path, entry)))).toEqual([]);
  });

  it.each(pages)("%s: leaves out the other pages' own namespaces", (name) => {
    const list: readonly string[] = JOURNEY_PAGE_NAMESPACES[name];
    const others = pages.flatMap((other) => OWN[other]).filter((namespace) => !OWN[name].includes(namespace));
    expect(list.filter((entry) => others.includes(entry))).toEqual([]);
    expect(Object.keys(clientMessages(fr, list)).filter((namespace) => others.includes(namespace))).toEqual(
      list.some((entry) => entry.startsWith('Places.')) ? ['Places'] : [],
    );
  });

  it("together hold every namespace the associations' islands read", () => {
    const read = messagePathsReadBy(
      filesAt(['features/journey', 'features/report', 'forms', 'lib/rules/validation', 'lib/rules/ruleMessages.ts']),
    );
    const lists: readonly string[][] = Object.values(JOURNEY_PAGE_NAMESPACES).map((list) => [...list]);
    expect([...read].filter((path) => !lists.flat().some((entry) => holds(entry, path)))).toEqual([]);
  });

  it("keeps the account and payment pages' namespaces out of a journey page", () => {
    for (const list of Object.values(JOURNEY_PAGE_NAMESPACES)) {
      const namespaces = Object.keys(clientMessages(fr, list));
      for (const elsewhere of ['Account', 'Auth', 'Payment']) expect(namespaces).not.toContain(elsewhere);
    }
  });

  it('has no entry inside another of its list (pickMessages would write into the messages)', () => {
    for (const list of Object.values(JOURNEY_PAGE_NAMESPACES) as readonly (readonly string[])[]) {
      for (const entry of list) expect(list.filter((other) => other !== entry && holds(entry, other))).toEqual([]);
    }
  });
});

describe('journeyPageNamespaces', () => {
  it("picks a page's list by its kind's row and what it shows, the same array every time", () => {
    const lists = JOURNEY_PAGE_NAMESPACES;
    expect(journeyPageNamespaces(FORM_KINDS.Donation, 1)).toBe(lists.amount);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 1)).toBe(lists.places);
    expect(journeyPageNamespaces(FORM_KINDS.Membership, 1)).toBe(lists.places);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 'waitingList')).toBe(lists.placesSoldOut);
    expect(journeyPageNamespaces(FORM_KINDS.Checkout, 1, true)).toBe(lists.preparedCart);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 1, true)).toBe(lists.preparedCart);
    expect(journeyPageNamespaces(FORM_KINDS.Donation, 2)).toBe(lists.payer);
    expect(journeyPageNamespaces(FORM_KINDS.Checkout, 2, true)).toBe(lists.payer);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 2)).toBe(lists.payerAndParticipants);
    expect(journeyPageNamespaces(FORM_KINDS.Shop, 2)).toBe(lists.payerAndParticipants);
    expect(journeyPageNamespaces(FORM_KINDS.Donation, 3)).toBe(lists.summary);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 3)).toBe(lists.summary);
    expect(journeyPageNamespaces(FORM_KINDS.Event, 3, true)).toBe(lists.summary);
    expect(journeyPageNamespaces(FORM_KINDS.CrowdFunding, 'suspended')).toBe(lists.suspended);
  });

  it("gives every step of every kind a list with the steps' own namespace", () => {
    for (const kind of Object.values(FORM_KINDS)) {
      expect(journeyPageNamespaces(kind, 1)).toContain(kind.choice === 'amount' ? 'Amount' : 'Places');
      expect(journeyPageNamespaces(kind, 2)).toContain('Payer');
      if (kind.participants !== 'none') expect(journeyPageNamespaces(kind, 2)).toContain('Participants');
      expect(journeyPageNamespaces(kind, 3)).toContain('Summary');
    }
  });
});

describe('PAYMENT_NAMESPACES', () => {
  it("holds every namespace the payment pages' islands read, and the refs their actions and checks answer with", () => {
    const topLevel = Object.keys(fr);
    const read = new Set<string>();
    for (const dir of ['features/payment', 'forms']) {
      for (const file of sourceFiles(dir).filter((path) => !/\.(test|stories)\.tsx?$/.test(path))) {
        const source = readFileSync(file, 'utf8');
        // The server components translate for themselves (the outcome's receipt links, the titles).
        if (source.includes("from 'next-intl/server'")) continue;
        for (const [, namespace] of source.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) read.add(namespace ?? '');
        for (const [, namespace] of source.matchAll(/['"`]([A-Z][A-Za-z]+)\.[A-Za-z]/g)) {
          if (namespace && topLevel.includes(namespace)) read.add(namespace);
        }
      }
    }
    expect([...read]).toContain('Payment');
    expect([...read].filter((namespace) => !(PAYMENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });

  it("keeps the journeys' and the account pages' namespaces out of a payment page", () => {
    const namespaces = Object.keys(clientMessages(fr, PAYMENT_NAMESPACES));
    expect(namespaces.sort()).toEqual([...PAYMENT_NAMESPACES].sort());
    const journeysOwn = Object.values(OWN).flat();
    for (const elsewhere of ['Account', 'Auth', ...journeysOwn]) expect(namespaces).not.toContain(elsewhere);
  });
});

describe('pickMessages', () => {
  it('keeps the namespaces and dotted paths asked for, nothing else', () => {
    const picked = pickMessages(fr, ['Auth.signIn', 'Auth.unavailable', 'Validation', 'Errors.other', 'Nope.nothing']);
    expect(Object.keys(picked).sort()).toEqual(['Auth', 'Errors', 'Validation']);
    expect(picked.Auth).toEqual({ signIn: fr.Auth.signIn, unavailable: fr.Auth.unavailable });
    expect(picked.Errors).toEqual({ other: fr.Errors.other });
    expect(picked.Validation).toBe(fr.Validation);
  });
});

describe('clientMessagesJson', () => {
  it('is the JSON text of the same messages clientMessages picks', () => {
    const { summary } = JOURNEY_PAGE_NAMESPACES;
    expect(JSON.parse(clientMessagesJson(fr, summary))).toEqual(clientMessages(fr, summary));
    expect(clientMessages(fr, summary).Places).toEqual({
      validation: { maxPerUser: fr.Places.validation.maxPerUser },
    });
    expect(JSON.parse(clientMessagesJson(fr))).toEqual(clientMessages(fr));
  });

  it('writes it once per messages object and namespace list, then hands every render the same text', () => {
    const first = clientMessagesJson(fr, JOURNEY_PAGE_NAMESPACES.amount);
    expect(clientMessagesJson(fr, [...JOURNEY_PAGE_NAMESPACES.amount])).toBe(first);
    expect(clientMessagesJson(fr, ['Auth'])).not.toBe(first);
    expect(JSON.parse(clientMessagesJson(fr, ['Auth']))).toEqual({ Auth: fr.Auth });
    // Another messages object (the other locale) has texts of its own.
    const other = { ...fr, Auth: { signIn: { title: 'Sign in' } } };
    expect(JSON.parse(clientMessagesJson(other, ['Auth']))).toEqual({ Auth: other.Auth });
  });
});
