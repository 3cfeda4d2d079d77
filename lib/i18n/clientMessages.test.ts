import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import { clientMessages, isServerOnlyNamespace, pickMessages } from './clientMessages';

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
    expect(namespaces).toEqual(expect.arrayContaining(['Validation', 'Errors', 'Donation', 'Payment', 'Forms']));
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

describe('pickMessages', () => {
  it('keeps the namespaces and dotted paths asked for, nothing else', () => {
    const picked = pickMessages(fr, ['Auth.signIn', 'Auth.unavailable', 'Validation', 'Errors.other', 'Nope.nothing']);
    expect(Object.keys(picked).sort()).toEqual(['Auth', 'Errors', 'Validation']);
    expect(picked.Auth).toEqual({ signIn: fr.Auth.signIn, unavailable: fr.Auth.unavailable });
    expect(picked.Errors).toEqual({ other: fr.Errors.other });
    expect(picked.Validation).toBe(fr.Validation);
  });
});
