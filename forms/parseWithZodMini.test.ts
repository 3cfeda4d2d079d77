import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseWithZodMini } from './parseWithZodMini';
import { isTrueField, termsConsentField } from '@/lib/rules/validation/consents';
import { customFieldsSchema } from '@/lib/rules/validation/customFields';
import { companyPayerSchema, individualPayerSchema } from '@/lib/rules/validation/payer';
import { reportSchema } from '@/lib/rules/validation/report';

type Entries = readonly (readonly [string, string | File])[];

function formData(entries: Entries): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** Both parses of the same post: the browser's (ours) and the server's (the library's). */
function bothParses(schema: z.ZodMiniType, entries: Entries) {
  const ours = parseWithZodMini(formData(entries), { schema });
  const library = parseWithZod(formData(entries), { schema });
  return { ours, library };
}

function expectSameSubmission(schema: z.ZodMiniType, entries: Entries) {
  const { ours, library } = bothParses(schema, entries);
  expect(ours.status).toBe(library.status);
  expect(ours.payload).toEqual(library.payload);
  expect(ours.status === 'success' ? ours.value : undefined).toEqual(
    library.status === 'success' ? library.value : undefined,
  );
  expect(ours.reply()).toEqual(library.reply());
  return ours;
}

const individual = individualPayerSchema({ address: 'required', zipCode: 'required', city: 'required' });
const company = companyPayerSchema({ birthDate: 'optional', country: 'optional' });
const payerPost = [
  ['firstName', 'Léa'],
  ['lastName', 'Martin'],
  ['email', 'lea.martin@example.fr'],
  ['emailConfirmation', 'lea.martin@example.fr'],
  ['address', '12 rue des Lilas'],
  ['zipCode', '69003'],
  ['city', 'Lyon'],
] as const;

describe('parseWithZodMini gives the same submissions as @conform-to/zod/v4', () => {
  it.each([
    ['a complete payer', individual, payerPost],
    ['an empty payer', individual, []],
    ['empty strings', individual, payerPost.map(([name]) => [name, ''] as const)],
    ['a mistyped confirmation', individual, [...payerPost.slice(0, 3), ['emailConfirmation', 'lea@example.fr']]],
    ['a company without its number', company, [...payerPost, ['companyName', 'ACME'], ['birthDate', '']]],
    [
      'a report',
      reportSchema(),
      [
        ['reason', 'SPAM'],
        ['userMessage', 'Bonjour'],
        ['userEmail', ''],
      ],
    ],
    [
      'a report with an unknown reason',
      reportSchema(),
      [
        ['reason', 'OTHER'],
        ['userMessage', '  '],
      ],
    ],
    [
      'custom fields',
      customFieldsSchema([
        { id: 1, type: 'YesNo', isRequired: true },
        { id: 2, type: 'Date', isRequired: false },
        { id: 3, type: 'TextInput', isRequired: true },
      ]),
      [
        ['1', 'maybe'],
        ['2', '31/02/2020'],
        ['3', ''],
      ],
    ],
  ] as const)('%s', (_name, schema, entries) => {
    expectSameSubmission(schema as z.ZodMiniType, entries);
  });

  it('coerces numbers, booleans, literals and dates as the library does', () => {
    const schema = z.object({
      count: z.number(),
      day: z.optional(z.number()),
      ticked: z.optional(z.boolean()),
      accepted: z.literal(true),
      when: z.optional(z.date()),
      tags: z.array(z.string()),
      nested: z.object({ name: z.string() }),
      choice: z.nullable(z.enum(['a', 'b'])),
      fallback: z._default(z.string(), 'none'),
    });
    const filled = expectSameSubmission(schema, [
      ['count', '3'],
      ['day', ''],
      ['ticked', 'on'],
      ['accepted', 'on'],
      ['when', '2024-05-01'],
      ['tags', 'x'],
      ['nested.name', 'Léa'],
      ['choice', 'b'],
      ['fallback', ''],
    ]);
    expect(filled.status === 'success' && filled.value).toEqual({
      count: 3,
      ticked: true,
      accepted: true,
      when: new Date('2024-05-01'),
      tags: ['x'],
      nested: { name: 'Léa' },
      choice: 'b',
      fallback: 'none',
    });
    expectSameSubmission(schema, [
      ['count', 'three'],
      ['ticked', 'yes'],
      ['when', 'soon'],
    ]);
  });

  it('reads unions, intersections, pipes and a consent box like the library', () => {
    const kind = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('person'), name: z.string() }),
      z.object({ kind: z.literal('company'), siren: z.string() }),
    ]);
    expectSameSubmission(kind, [['kind', 'company']]);
    expectSameSubmission(kind, [
      ['kind', 'person'],
      ['name', 'Léa'],
    ]);
    const both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.optional(z.number()) }));
    expectSameSubmission(both, [['b', '2']]);
    expectSameSubmission(both, [
      ['a', 'x'],
      ['b', ''],
    ]);
    const cents = z.pipe(
      z.string(),
      z.transform((text) => Math.round(Number(text) * 100)),
    );
    expectSameSubmission(z.object({ cents }), [['cents', '12.5']]);
    const consents = z.object({ terms: termsConsentField(), data: isTrueField() });
    expectSameSubmission(consents, [['terms', 'on']]);
    expectSameSubmission(consents, [
      ['terms', 'on'],
      ['data', 'on'],
    ]);
  });

  it('treats an empty file input as no file', () => {
    const schema = z.object({ proof: z.optional(z.file()) });
    const submission = expectSameSubmission(schema, [['proof', new File([], '')]]);
    expect(submission.status).toBe('success');
  });
});
