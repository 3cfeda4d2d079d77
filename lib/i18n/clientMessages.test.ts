import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import {
  JOURNEY_NAMESPACES,
  PAYMENT_NAMESPACES,
  clientMessages,
  clientMessagesJson,
  isServerOnlyNamespace,
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

describe('JOURNEY_NAMESPACES', () => {
  it("holds every namespace the associations' islands read, and the refs their actions answer with", () => {
    const topLevel = Object.keys(fr);
    const read = new Set<string>();
    for (const dir of ['features/journey', 'features/report', 'lib/rules', 'forms']) {
      for (const file of sourceFiles(dir).filter((path) => !/\.(test|stories)\.tsx?$/.test(path))) {
        const source = readFileSync(file, 'utf8');
        for (const [, namespace] of source.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) read.add(namespace ?? '');
        // Message refs ('Validation.required', `Rules.${key}`…) translated by the form layer.
        for (const [, namespace] of source.matchAll(/['"`]([A-Z][A-Za-z]+)\.[A-Za-z]/g)) {
          if (namespace && topLevel.includes(namespace)) read.add(namespace);
        }
      }
    }
    expect([...read].sort()).toEqual(
      expect.arrayContaining(['Journey', 'Amount', 'Places', 'Participants', 'Payer', 'Summary', 'Validation']),
    );
    expect([...read].filter((namespace) => !(JOURNEY_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });

  it('keeps the other client namespaces out of a journey page', () => {
    const namespaces = Object.keys(clientMessages(fr, JOURNEY_NAMESPACES));
    expect(namespaces.sort()).toEqual([...JOURNEY_NAMESPACES].sort());
    for (const elsewhere of ['Account', 'Auth', 'Payment']) expect(namespaces).not.toContain(elsewhere);
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
    const journeysOwn = JOURNEY_NAMESPACES.filter(
      (namespace) => !(PAYMENT_NAMESPACES as readonly string[]).includes(namespace),
    );
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
    expect(JSON.parse(clientMessagesJson(fr, JOURNEY_NAMESPACES))).toEqual(clientMessages(fr, JOURNEY_NAMESPACES));
    expect(JSON.parse(clientMessagesJson(fr))).toEqual(clientMessages(fr));
  });

  it('writes it once per messages object and namespace list, then hands every render the same text', () => {
    const first = clientMessagesJson(fr, JOURNEY_NAMESPACES);
    expect(clientMessagesJson(fr, [...JOURNEY_NAMESPACES])).toBe(first);
    expect(clientMessagesJson(fr, ['Auth'])).not.toBe(first);
    expect(JSON.parse(clientMessagesJson(fr, ['Auth']))).toEqual({ Auth: fr.Auth });
    // Another messages object (the other locale) has texts of its own.
    const other = { ...fr, Auth: { signIn: { title: 'Sign in' } } };
    expect(JSON.parse(clientMessagesJson(other, ['Auth']))).toEqual({ Auth: other.Auth });
  });
});
