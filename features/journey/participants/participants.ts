/**
 * Step 2 of a form sold by places: one block of custom fields per place (SPEC §3), the
 * tier's own and those of the options chosen for it. Pure: the page builds the blocks
 * from the cart, the form and the server action read the answers with the same names.
 * Without zod: the payer's form renders with it; the answers' schema and what is sent
 * of them are ./participantAnswers.
 */
import type { Cart, CartItemInput, Participant, Payer } from '@/lib/api/contracts/carts';
import type { CustomField, Form } from '@/lib/api/contracts/forms';
import type { FormKind, PlaceUnit } from '@/lib/kinds/formKinds';

export interface ParticipantField {
  /** The posted name: `p{place}-f{field}` or, for an option's field, `p{place}-o{option}-f{field}`. */
  readonly name: string;
  readonly field: CustomField;
  /** The answer the cart holds (a File field: the uploaded file's id). */
  readonly value: string | null;
}

export interface ParticipantBlock {
  readonly place: number;
  /** The place asks who holds it (first and last name); else only its custom fields. */
  readonly named: boolean;
  /** What the place is called in the copy (Event messages' `unit`). */
  readonly unit: PlaceUnit;
  readonly tierLabel: string;
  /** Who takes the place, as the cart holds it (null until step 2 is sent). */
  readonly participant: Participant | null;
  readonly fields: readonly ParticipantField[];
}

/** The posted names of a place's participant: `p{place}-prenom`, `p{place}-nom`. */
export const participantNameFields = (place: number) => ({
  firstName: `p${place}-prenom`,
  lastName: `p${place}-nom`,
});

/** The payer's box "I am the participant of place 1" (SPEC §3 payer flag), posted as "on". */
export const PAYER_IS_FIRST_FIELD = 'payeurPlace1';

export const participantFieldName = (place: number, fieldId: number, optionId?: number) =>
  optionId === undefined ? `p${place}-f${fieldId}` : `p${place}-o${optionId}-f${fieldId}`;

/** The hidden field that keeps an uploaded file's id when no new file is chosen. */
export const keptFileName = (name: string) => `${name}-fichier`;

export const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export interface BlockKind {
  /** Each place names its holder (events, memberships, payment forms); else answers only (a shop). */
  readonly named: boolean;
  readonly unit: PlaceUnit;
}

/**
 * One block per place of the cart: its holder's names (when the kind names them) and its
 * custom fields, the tier's then those of its options. A place with nothing to ask has no block.
 */
export function participantBlocks(
  form: Pick<Form, 'tiers'>,
  cart: Pick<Cart, 'items'>,
  { named, unit }: BlockKind = { named: true, unit: 'place' },
): ParticipantBlock[] {
  return cart.items.flatMap((item, place) => {
    const tier = form.tiers.find((candidate) => candidate.id === item.tierId);
    if (!tier) return [];
    const answer = (answers: readonly { id: number; value: string }[], id: number) =>
      answers.find((entry) => entry.id === id)?.value ?? null;
    const fields: ParticipantField[] = tier.customFields.map((field) => ({
      name: participantFieldName(place, field.id),
      field,
      value: answer(item.customFields, field.id),
    }));
    for (const chosen of item.extraOptions) {
      const option = tier.extraOptions.find((candidate) => candidate.id === chosen.id);
      for (const field of option?.customFields ?? []) {
        fields.push({
          name: participantFieldName(place, field.id, option?.id),
          field,
          value: answer(chosen.customFields, field.id),
        });
      }
    }
    if (!named && fields.length === 0) return [];
    return [{ place, named, unit, tierLabel: tier.label, participant: item.participant, fields }];
  });
}

/**
 * Step 2's blocks for a kind, by its `participants` column: none for a kind that asks no
 * participant (a donation), the holders' names only where the kind names them. The page
 * that shows step 2 and the action that reads its post build the same blocks from here.
 */
export function participantBlocksOfKind(
  form: Pick<Form, 'tiers'>,
  cart: Pick<Cart, 'items'> | null,
  kind: Pick<FormKind, 'participants' | 'unit'>,
): ParticipantBlock[] {
  if (kind.participants === 'none' || !cart) return [];
  return participantBlocks(form, cart, { named: kind.participants === 'named', unit: kind.unit });
}

/** The payer may say "I am place 1's holder" when place 1 asks a name (SPEC §3 payer flag). */
export const offersPayerIsFirst = (blocks: readonly ParticipantBlock[]) =>
  blocks.some((block) => block.place === 0 && block.named);

/** The box "same answers as place 1" of a later place (posted as "on"). */
export const copyFieldName = (place: number) => `p${place}-copie`;

/** A later place's fields that place 1 asks too (same field), files aside: what the copy box fills. */
export function copyableFields(blocks: readonly ParticipantBlock[], place: number): ParticipantField[] {
  const first = blocks.find((block) => block.place === 0);
  const block = blocks.find((candidate) => candidate.place === place);
  if (!first || !block || place === 0) return [];
  const firstIds = new Set(first.fields.filter((entry) => entry.field.type !== 'File').map((entry) => entry.field.id));
  return block.fields.filter((entry) => firstIds.has(entry.field.id));
}

/** The later places whose copy box is ticked in a post. */
export function copiedPlaces(blocks: readonly ParticipantBlock[], formData: FormData): Set<number> {
  const ticked = blocks
    .filter((block) => block.place > 0 && formData.get(copyFieldName(block.place)) === 'on')
    .map((block) => block.place);
  return new Set(ticked);
}

/**
 * Fills, in a post, the empty answers of each place whose copy box is ticked with place
 * 1's answers to the same fields (SPEC §3 "copy to the following participants"); what
 * the payer typed for that place stays. The server validates the result as if typed.
 */
export function fillCopiedAnswers(blocks: readonly ParticipantBlock[], formData: FormData): void {
  const first = blocks.find((block) => block.place === 0);
  if (!first) return;
  for (const place of copiedPlaces(blocks, formData)) {
    for (const entry of copyableFields(blocks, place)) {
      const own = formData.get(entry.name);
      if (typeof own === 'string' && own.trim() !== '') continue;
      const source = first.fields.find((candidate) => candidate.field.id === entry.field.id);
      const value = source ? formData.get(source.name) : null;
      if (typeof value === 'string') formData.set(entry.name, value);
    }
  }
}

/**
 * Step 2's fields as the cart holds them: each place's participant and answers, and the
 * payer flag ticked when the saved payer is place 1's participant.
 */
export function participantDefaults(
  blocks: readonly ParticipantBlock[],
  payer: Pick<Payer, 'firstName' | 'lastName'> | null,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const block of blocks) {
    const names = participantNameFields(block.place);
    if (block.participant) {
      values[names.firstName] = block.participant.firstName;
      values[names.lastName] = block.participant.lastName;
    }
    for (const entry of block.fields) if (entry.value !== null) values[entry.name] = entry.value;
  }
  const first = blocks.find((block) => block.place === 0)?.participant;
  if (payer && first && payer.firstName === first.firstName && payer.lastName === first.lastName) {
    values[PAYER_IS_FIRST_FIELD] = 'on';
  }
  return values;
}

/** Names typed for place 1, to be the payer's when the payer flag is ticked. */
export function firstParticipantNames(answers: Readonly<Record<string, unknown>>): Participant {
  const names = participantNameFields(0);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { firstName: text(answers[names.firstName]), lastName: text(answers[names.lastName]) };
}

/**
 * Step 1 sent again (the payer came back to change places): each place that is still
 * there keeps its participant and answers — the n-th place of a tier takes what the n-th
 * place of that tier had, and an option still ticked keeps its own answers.
 */
export function keepAnswers(previous: Pick<Cart, 'items'>, items: readonly CartItemInput[]): CartItemInput[] {
  const seen = new Map<number, number>();
  return items.map((item) => {
    const rank = seen.get(item.tierId) ?? 0;
    seen.set(item.tierId, rank + 1);
    const before = previous.items.filter((candidate) => candidate.tierId === item.tierId)[rank];
    if (!before) return item;
    return {
      ...item,
      participant: before.participant,
      customFields: before.customFields,
      extraOptions: (item.extraOptions ?? []).map((option) => ({
        ...option,
        customFields: before.extraOptions.find((kept) => kept.id === option.id)?.customFields ?? [],
      })),
    };
  });
}
