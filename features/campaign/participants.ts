/**
 * Step 2 of a form sold by places: one block of custom fields per place (SPEC §3), the
 * tier's own and those of the options chosen for it. Pure: the page builds the blocks
 * from the cart, the form and the server action read the answers with the same names.
 */
import * as z from 'zod/mini';
import type { Cart, CartItemInput } from '@/lib/api/contracts/carts';
import type { CustomField, Form } from '@/lib/api/contracts/forms';
import { customFieldSchema, dropEmptyCustomFieldValues } from '@/lib/rules/validation/customFields';

export interface ParticipantField {
  /** The posted name: `p{place}-f{field}` or, for an option's field, `p{place}-o{option}-f{field}`. */
  readonly name: string;
  readonly field: CustomField;
  /** The answer the cart holds (a File field: the uploaded file's id). */
  readonly value: string | null;
}

export interface ParticipantBlock {
  readonly place: number;
  readonly tierLabel: string;
  readonly fields: readonly ParticipantField[];
}

export const participantFieldName = (place: number, fieldId: number, optionId?: number) =>
  optionId === undefined ? `p${place}-f${fieldId}` : `p${place}-o${optionId}-f${fieldId}`;

/** The hidden field that keeps an uploaded file's id when no new file is chosen. */
export const keptFileName = (name: string) => `${name}-fichier`;

export const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export function participantBlocks(form: Pick<Form, 'tiers'>, cart: Pick<Cart, 'items'>): ParticipantBlock[] {
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
    return [{ place, tierLabel: tier.label, fields }];
  });
}

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

/** Every answer is text in the form; a file is checked by the server when it is uploaded. */
function answerSchema(field: CustomField) {
  if (field.type === 'File') return z.optional(z.unknown());
  if (field.type === 'ChoiceList') {
    const choice = z.enum(field.values as [string, ...string[]], { error: 'Validation.required' });
    return field.isRequired ? choice : z.optional(choice);
  }
  return customFieldSchema(field);
}

/**
 * The participants' answers, keyed by their posted names. `copied`: places whose copy box
 * is ticked, whose copyable fields are left to the server (it fills them from place 1).
 */
export function participantsSchema(blocks: readonly ParticipantBlock[], copied: ReadonlySet<number> = new Set()) {
  return z.object(
    Object.fromEntries(
      blocks.flatMap((block) => {
        const left = new Set(
          copied.has(block.place) ? copyableFields(blocks, block.place).map((entry) => entry.name) : [],
        );
        return [
          ...(block.place > 0 ? [[copyFieldName(block.place), z.optional(z.string())] as const] : []),
          ...block.fields.map(
            (entry) =>
              [entry.name, left.has(entry.name) ? z.optional(z.unknown()) : answerSchema(entry.field)] as const,
          ),
        ];
      }),
    ),
  );
}

/** The text sent for an answer: YesNo as true/false (SPEC §5), the rest as typed. */
function apiValue(field: CustomField, value: unknown): string | boolean | undefined {
  if (typeof value !== 'string') return undefined;
  if (field.type === 'YesNo')
    return (
      value === 'Oui' ? true
      : value === 'Non' ? false
      : undefined
    );
  return value;
}

/**
 * The cart's items with the participants' answers: each place keeps its tier, price and
 * options; empty answers are dropped (SPEC §5). `answers` holds the parsed values, file
 * fields already replaced by their uploaded ids.
 */
export function itemsWithAnswers(
  cart: Pick<Cart, 'items'>,
  blocks: readonly ParticipantBlock[],
  answers: Readonly<Record<string, unknown>>,
): CartItemInput[] {
  return cart.items.map((item, place) => {
    const block = blocks.find((candidate) => candidate.place === place);
    const valuesOf = (optionId?: number) =>
      dropEmptyCustomFieldValues(
        (block?.fields ?? [])
          .filter((entry) => entry.name === participantFieldName(place, entry.field.id, optionId))
          .map((entry) => ({ id: entry.field.id, value: apiValue(entry.field, answers[entry.name]) })),
      ).flatMap((entry) => (entry.value === undefined ? [] : [{ id: entry.id, value: entry.value }]));
    return {
      tierId: item.tierId,
      customAmount: item.customAmount,
      customFields: valuesOf(),
      extraOptions: item.extraOptions.map((option) => ({ id: option.id, customFields: valuesOf(option.id) })),
    };
  });
}
