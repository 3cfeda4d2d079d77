/**
 * The participants' answers (step 2 of a form sold by places): their schema, which the
 * payer's form loads on first use and the server action applies, and what is sent of them.
 */
import * as z from 'zod/mini';
import type { Cart, CartItemInput } from '@/lib/api/contracts/carts';
import type { CustomField } from '@/lib/api/contracts/forms';
import { customFieldSchema, dropEmptyCustomFieldValues } from '@/lib/rules/validation/customFields';
import { isRecord } from '@/lib/rules/validation/fields';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { nameField, namesDiffer } from '@/lib/rules/validation/names';
import {
  copyableFields,
  copyFieldName,
  participantFieldName,
  participantNameFields,
  type ParticipantBlock,
} from './participants';

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
  const shape = z.object(
    Object.fromEntries(
      blocks.flatMap((block) => {
        const left = new Set(
          copied.has(block.place) ? copyableFields(blocks, block.place).map((entry) => entry.name) : [],
        );
        const names = participantNameFields(block.place);
        return [
          ...(block.named ? [[names.firstName, nameField()] as const, [names.lastName, nameField()] as const] : []),
          ...(block.place > 0 ? [[copyFieldName(block.place), z.optional(z.string())] as const] : []),
          ...block.fields.map(
            (entry) =>
              [entry.name, left.has(entry.name) ? z.optional(z.unknown()) : answerSchema(entry.field)] as const,
          ),
        ];
      }),
    ),
  );
  // NAME_DIFFERENT for each participant, reported on the last name, with the other errors.
  return shape.check(
    z.superRefine<Record<string, unknown>>(
      (value, ctx) => {
        for (const block of blocks.filter((candidate) => candidate.named)) {
          const names = participantNameFields(block.place);
          const [first, last] = [value[names.firstName], value[names.lastName]];
          if (typeof first === 'string' && typeof last === 'string' && first && last && !namesDiffer(first, last)) {
            ctx.addIssue({
              code: 'custom',
              message: VALIDATION_MESSAGES.nameDifferent,
              path: [names.lastName],
              input: last,
            });
          }
        }
      },
      { when: (payload) => isRecord(payload.value) },
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
    const names = participantNameFields(place);
    const text = (name: string) => (typeof answers[name] === 'string' ? answers[name].trim() : '');
    const [firstName, lastName] = [text(names.firstName), text(names.lastName)];
    return {
      tierId: item.tierId,
      customAmount: item.customAmount,
      participant: firstName && lastName ? { firstName, lastName } : null,
      customFields: valuesOf(),
      extraOptions: item.extraOptions.map((option) => ({ id: option.id, customFields: valuesOf(option.id) })),
    };
  });
}
