import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Cart } from '@/lib/api/contracts/carts';
import type { CustomField, Form, Tier } from '@/lib/api/contracts/forms';
import {
  copyFieldName,
  fillCopiedAnswers,
  firstParticipantNames,
  keepAnswers,
  PAYER_IS_FIRST_FIELD,
  participantDefaults,
  participantBlocks,
  participantBlocksOfKind,
  participantFieldName,
  offersPayerIsFirst,
} from './participants';
import { itemsWithAnswers, participantsSchema } from './participantAnswers';

const field = (id: number, type: CustomField['type'], isRequired = false, values: string[] = []): CustomField => ({
  id,
  label: `Champ ${id}`,
  type,
  isRequired,
  values,
});

const tiers = [
  {
    id: 1021,
    label: 'Entrée adulte',
    customFields: [
      field(1, 'Date', true),
      field(2, 'YesNo', true),
      field(3, 'TextInput'),
      field(4, 'ChoiceList', true, ['S', 'M']),
    ],
    extraOptions: [{ id: 5002, customFields: [field(9, 'TextInput')] }],
  },
  { id: 1022, label: 'Entrée enfant', customFields: [], extraOptions: [] },
] as unknown as Tier[];
const form = { tiers } as Pick<Form, 'tiers'>;

const cart = {
  items: [
    {
      tierId: 1021,
      customAmount: null,
      customFields: [{ id: 3, value: 'déjà là' }],
      extraOptions: [{ id: 5002, label: 'Repas', price: 0, customFields: [] }],
    },
    { tierId: 1022, customAmount: null, customFields: [], extraOptions: [] },
  ],
} as unknown as Pick<Cart, 'items'>;

const named = { 'p0-prenom': 'Léa', 'p0-nom': 'Martin', 'p1-prenom': 'Hugo', 'p1-nom': 'Martin' };

describe('participant blocks', () => {
  it('asks, per place, its tier’s fields then those of its chosen options, with the cart’s answers', () => {
    const blocks = participantBlocks(form, cart);
    expect(blocks.map((block) => block.fields.map((entry) => entry.name))).toEqual([
      ['p0-f1', 'p0-f2', 'p0-f3', 'p0-f4', 'p0-o5002-f9'],
      [],
    ]);
    expect(blocks[0]?.fields[2]?.value).toBe('déjà là');
    expect(participantFieldName(1, 9, 5002)).toBe('p1-o5002-f9');
  });

  it('asks by the kind’s participants column: nothing for a kind without, answers only when unnamed', () => {
    expect(participantBlocksOfKind(form, cart, { participants: 'none', unit: 'place' })).toEqual([]);
    expect(participantBlocksOfKind(form, null, { participants: 'named', unit: 'place' })).toEqual([]);
    expect(participantBlocksOfKind(form, cart, { participants: 'named', unit: 'place' })).toEqual(
      participantBlocks(form, cart, { named: true, unit: 'place' }),
    );
    const answersOnly = participantBlocksOfKind(form, cart, { participants: 'answers', unit: 'item' });
    expect(answersOnly.map((block) => [block.place, block.named, block.unit])).toEqual([[0, false, 'item']]);
  });

  it('validates each answer by its type: DD/MM/YYYY dates, Oui/Non, a listed choice', () => {
    const blocks = participantBlocks(form, cart);
    const data = new FormData();
    data.set('p0-f1', '31/02/2020');
    data.set('p0-f2', 'Peut-être');
    data.set('p0-f4', 'XL');
    for (const [name, value] of Object.entries(named)) data.set(name, value);
    const result = parseWithZod(data, { schema: participantsSchema(blocks) });
    expect(Object.keys((result.status === 'success' ? null : result.error) ?? {}).sort()).toEqual([
      'p0-f1',
      'p0-f2',
      'p0-f4',
    ]);
  });

  it('asks every place’s participant, first and last name checked like the payer’s', () => {
    const blocks = participantBlocks(form, cart);
    const data = new FormData();
    for (const [name, value] of Object.entries({ 'p0-f1': '14/07/1990', 'p0-f2': 'Oui', 'p0-f4': 'M' }))
      data.set(name, value);
    data.set('p0-prenom', 'Léa');
    data.set('p0-nom', 'LÉA');
    data.set('p1-prenom', 'H3ugo');
    const result = parseWithZod(data, { schema: participantsSchema(blocks) });
    expect(result.status === 'success' ? null : result.reply().error).toEqual({
      'p0-nom': ['Validation.name.different'],
      'p1-prenom': ['Validation.name.noNumbers'],
      'p1-nom': ['Validation.required'],
    });
  });

  it('sends YesNo as a boolean, drops empty answers and keeps each place’s tier and options', () => {
    const blocks = participantBlocks(form, cart);
    const items = itemsWithAnswers(cart, blocks, {
      ...named,
      'p0-f1': '14/07/1990',
      'p0-f2': 'Non',
      'p0-f3': '',
      'p0-f4': 'M',
      'p0-o5002-f9': 'Sans gluten',
    });
    expect(items).toEqual([
      {
        tierId: 1021,
        customAmount: null,
        participant: { firstName: 'Léa', lastName: 'Martin' },
        customFields: [
          { id: 1, value: '14/07/1990' },
          { id: 2, value: false },
          { id: 4, value: 'M' },
        ],
        extraOptions: [{ id: 5002, customFields: [{ id: 9, value: 'Sans gluten' }] }],
      },
      {
        tierId: 1022,
        customAmount: null,
        participant: { firstName: 'Hugo', lastName: 'Martin' },
        customFields: [],
        extraOptions: [],
      },
    ]);
  });
});

describe('the payer and the participants', () => {
  const saved = {
    items: [
      { ...cart.items[0], participant: { firstName: 'Léa', lastName: 'Martin' } },
      { ...cart.items[1], participant: { firstName: 'Hugo', lastName: 'Martin' } },
    ],
  } as unknown as Pick<Cart, 'items'>;

  it('shows the saved participants, and the payer flag ticked when the payer is place 1’s', () => {
    const blocks = participantBlocks(form, saved);
    expect(participantDefaults(blocks, { firstName: 'Léa', lastName: 'Martin' })).toEqual({
      ...named,
      'p0-f3': 'déjà là',
      [PAYER_IS_FIRST_FIELD]: 'on',
    });
    expect(participantDefaults(blocks, { firstName: 'Anne', lastName: 'Martin' })).not.toHaveProperty(
      PAYER_IS_FIRST_FIELD,
    );
  });

  it('gives the payer place 1’s names when the flag is ticked', () => {
    expect(firstParticipantNames({ 'p0-prenom': ' Léa ', 'p0-nom': 'Martin' })).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
    });
  });

  it('keeps, when step 1 is sent again, each remaining place’s participant and answers', () => {
    const items = keepAnswers(saved, [
      { tierId: 1022, customAmount: null, extraOptions: [] },
      { tierId: 1021, customAmount: null, extraOptions: [] },
      { tierId: 1021, customAmount: null, extraOptions: [{ id: 5002 }] },
    ]);
    expect(items.map((item) => item.participant?.firstName ?? null)).toEqual(['Hugo', 'Léa', null]);
    // Place 1's option was unticked: its answers go with it.
    expect(items[1]).toMatchObject({ customFields: [{ id: 3, value: 'déjà là' }], extraOptions: [] });
  });
});

describe('same answers as place 1', () => {
  const twoAdults = {
    items: [cart.items[0], { ...cart.items[0], customFields: [] }],
  } as unknown as Pick<Cart, 'items'>;

  it('fills the empty answers of a ticked place from place 1, and keeps what was typed there', () => {
    const blocks = participantBlocks(form, twoAdults);
    const data = new FormData();
    data.set('p0-f1', '14/07/1990');
    data.set('p0-f3', 'Léa');
    data.set('p1-f3', 'Hugo');
    data.set(copyFieldName(1), 'on');
    fillCopiedAnswers(blocks, data);
    expect(data.get('p1-f1')).toBe('14/07/1990');
    expect(data.get('p1-f3')).toBe('Hugo');
  });

  it('leaves a ticked place’s common fields to the server in the browser’s check', () => {
    const blocks = participantBlocks(form, twoAdults);
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...named, 'p0-f1': '14/07/1990', 'p0-f2': 'Oui', 'p0-f4': 'M' }))
      data.set(name, value);
    data.set(copyFieldName(1), 'on');
    const result = parseWithZod(data, { schema: participantsSchema(blocks, new Set([1])) });
    expect(result.status).toBe('success');
    const unticked = parseWithZod(data, { schema: participantsSchema(blocks) });
    expect(unticked.status).toBe('error');
  });
});

describe('places that ask answers only (a shop)', () => {
  const answersOnly = { named: false, unit: 'item' } as const;

  it('asks no names and leaves out a place with nothing to ask', () => {
    const blocks = participantBlocks(form, cart, answersOnly);
    expect(blocks.map((block) => [block.place, block.named, block.unit])).toEqual([[0, false, 'item']]);
    expect(offersPayerIsFirst(blocks)).toBe(false);
    expect(offersPayerIsFirst(participantBlocks(form, cart))).toBe(true);
  });

  it('checks the answers without names, and sends the items with no participant', () => {
    const blocks = participantBlocks(form, cart, answersOnly);
    const post = new FormData();
    for (const [name, value] of Object.entries({ 'p0-f1': '14/07/1990', 'p0-f2': 'Oui', 'p0-f4': 'M' })) {
      post.set(name, value);
    }
    const result = parseWithZod(post, { schema: participantsSchema(blocks) });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    const items = itemsWithAnswers(cart, blocks, result.value as Record<string, unknown>);
    expect(items.map((item) => item.participant)).toEqual([null, null]);
    expect(items[0]?.customFields).toContainEqual({ id: 4, value: 'M' });
  });
});
