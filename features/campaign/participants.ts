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

/** Every answer is text in the form; a file is checked by the server when it is uploaded. */
function answerSchema(field: CustomField) {
  if (field.type === 'File') return z.optional(z.unknown());
  if (field.type === 'ChoiceList') {
    const choice = z.enum(field.values as [string, ...string[]], { error: 'Validation.required' });
    return field.isRequired ? choice : z.optional(choice);
  }
  return customFieldSchema(field);
}

/** The participants' answers, keyed by their posted names. */
export function participantsSchema(blocks: readonly ParticipantBlock[]) {
  return z.object(
    Object.fromEntries(blocks.flatMap((block) => block.fields.map((entry) => [entry.name, answerSchema(entry.field)]))),
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
