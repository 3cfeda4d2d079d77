import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import {
  baseStringKeys,
  designSystemNamespaces,
  type DesignSystemStrings,
} from '@/design-system/strings/DesignSystemStrings';
import { feedbackStringKeys } from '@/design-system/strings/FeedbackStrings';
import { fieldStringKeys } from '@/design-system/strings/FieldStrings';
import { patternStringKeys } from '@/design-system/strings/PatternStrings';
import { FORM_TYPES } from '@/lib/kinds/formKinds';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childKey, childValue] of flatten(value, path)) entries.set(childKey, childValue);
  }
  return entries;
}

const catalogues = { fr: flatten(fr as Tree), en: flatten(en as Tree) };

/** The placeholders a message uses ({amount}, plural and select arguments). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * The selects of a message that choose by a form type: on an argument named `kind` or
 * `formType`, or with a branch named after a form type. A kind's words come from its row
 * of the kind table (lib/kinds/formKinds: `summaryCopy`, `words`), never from its name.
 */
function formTypeSelects(message: string): string[] {
  const found: string[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.select) {
        const branches = Object.keys(element.options);
        const named = branches.filter((branch) => (FORM_TYPES as readonly string[]).includes(branch));
        if (['kind', 'formType'].includes(element.value) || named.length > 0) found.push(element.value);
      }
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return found;
}

describe('messages', () => {
  it('fr.json and en.json have exactly the same keys', () => {
    const frKeys = [...catalogues.fr.keys()].sort();
    const enKeys = [...catalogues.en.keys()].sort();
    expect(
      frKeys.filter((key) => !catalogues.en.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !catalogues.fr.has(key)),
      'missing in fr.json',
    ).toEqual([]);
  });

  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`every ${locale} message is valid ICU and not empty`, () => {
      const broken: string[] = [];
      for (const [key, message] of catalogue) {
        if (!message.trim()) broken.push(`${key}: empty`);
        try {
          parse(message);
        } catch (error) {
          broken.push(`${key}: ${(error as Error).message}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it('a message uses the same placeholders in both languages', () => {
    const mismatches: string[] = [];
    for (const [key, message] of catalogues.fr) {
      const other = catalogues.en.get(key);
      if (other === undefined) continue;
      const [a, b] = [argumentsOf(message), argumentsOf(other)];
      if (a.join() !== b.join()) mismatches.push(`${key}: fr {${a}} / en {${b}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('no message chooses its words by a form type (the kind table gives them)', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const chosenByFormType = [...catalogue]
        .filter(([, message]) => formTypeSelects(message).length > 0)
        .map(([key]) => key);
      expect(chosenByFormType, locale).toEqual([]);
    }
  });

  it('finds a select on a form type', () => {
    expect(formTypeSelects('{kind, select, Donation {un don} other {une commande}}')).toEqual(['kind']);
    expect(formTypeSelects('{what, select, Shop {Épuisé} other {Complet}}')).toEqual(['what']);
    expect(formTypeSelects('{sale, select, shop {Épuisé} other {Complet}}')).toEqual([]);
  });

  it('has every design-system built-in string', () => {
    const keys = [...baseStringKeys, ...fieldStringKeys, ...feedbackStringKeys, ...patternStringKeys] as string[];
    for (const catalogue of Object.values(catalogues)) {
      const available = new Set(
        [...catalogue.keys()]
          .filter((key) => designSystemNamespaces.some((namespace) => key.startsWith(`${namespace}.`)))
          .map((key) => key.slice(key.indexOf('.') + 1)),
      );
      expect(keys.filter((key) => !available.has(key))).toEqual([]);
    }
  });

  it('compiles for the format-only runtime, with no named style it would not know', () => {
    // next.config.ts precompiles the messages: the runtime then formats numbers and dates
    // from options written in the message (`::currency/EUR`, `::yMMMMd`) and knows no
    // named style (`long`, `percent`): we configure no `formats`, so one would silently
    // lose its format. Plural offsets do not compile at all.
    const named: string[] = [];
    const visit = (node: unknown, key: string) => {
      if (!Array.isArray(node)) return;
      const [, type, style] = node as unknown[];
      if ((type === 4 || type === 5 || type === 6) && typeof style === 'string') named.push(`${key}: ${style}`);
      for (const child of node) {
        if (Array.isArray(child)) visit(child, key);
        else if (child && typeof child === 'object') for (const branch of Object.values(child)) visit(branch, key);
      }
    };
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, message] of catalogue) visit(compile(message), key);
    }
    expect(named).toEqual([]);
  });

  it('compiles a design-system string typed as plain text to plain text', () => {
    // The strings typed `Template` are the ones with arguments; the others are used as
    // they are, so they must stay strings once compiled.
    type TemplateKey = {
      [K in keyof DesignSystemStrings]: DesignSystemStrings[K] extends string ? never : K;
    }[keyof DesignSystemStrings];
    const templateKeys = new Set<string>([
      'toastRegion',
      'fileSelected',
      'fileTooLarge',
      'fileWrongFormat',
      'countdownRemaining',
      'stepperProgress',
      'errorPageCode',
      'headerAccountMenu',
      'tierPriceFrom',
      'contributorShown',
      'formHeaderCollected',
      'formHeaderGoal',
      'formHeaderContributors',
      'amountRange',
      'amountMin',
      'amountMax',
    ] satisfies TemplateKey[]);
    const keys = [...baseStringKeys, ...fieldStringKeys, ...feedbackStringKeys, ...patternStringKeys] as string[];
    for (const messages of [fr, en] as unknown as Record<string, Record<string, string>>[]) {
      const plain = designSystemNamespaces.flatMap((namespace) =>
        Object.entries(messages[namespace] ?? {}).filter(([key]) => keys.includes(key) && !templateKeys.has(key)),
      );
      expect(plain.filter(([, message]) => typeof compile(message) !== 'string')).toEqual([]);
    }
  });
});
