/** A cart's items as the API accepts them: tiers on sale, quantities, options and custom fields. */
import { maxSelectableQuantity } from '@/lib/rules/cart';
import { maxAmountRule, minAmountRule } from '@/lib/rules/validation/amount';
import { customFieldSchema, dropEmptyCustomFieldValues } from '@/lib/rules/validation/customFields';
import { booleanToYesNo } from '@/lib/rules/validation/yesNo';
import { nameIssue, namesDiffer } from '@/lib/rules/validation/names';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { type CustomFieldDef, type StoredCartItem, type StoredParticipant } from '../../db/schema';
import { fail } from '../../http/errors';
import type { FormBundle } from '../forms';
import type { ItemInput, FieldInput } from './store';

const FILE_ID = /^file_[A-Za-z0-9_-]{1,40}$/u;

function fieldText(def: CustomFieldDef, raw: FieldInput['value']): string {
  if (def.type === 'YesNo') {
    if (typeof raw === 'boolean') return booleanToYesNo(raw) ?? '';
    if (raw === 'true') return 'Oui';
    if (raw === 'false') return 'Non';
  }
  return typeof raw === 'string' ? raw.trim() : String(raw);
}

/** Known field ids, values as text, empty values dropped, each value checked by its type's rule. */
export function normaliseCustomFields(
  defs: readonly CustomFieldDef[],
  values: readonly FieldInput[] | undefined,
  path: string,
) {
  const seen = new Set<number>();
  const result: { id: number; value: string }[] = [];
  (values ?? []).forEach((entry, index) => {
    const field = `${path}.customFields.${index}`;
    const def = defs.find((candidate) => candidate.id === entry.id);
    if (!def) throw fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${entry.id} does not exist here.`, `${field}.id`);
    if (seen.has(def.id)) throw fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${def.id} is answered twice.`, field);
    seen.add(def.id);
    result.push({ id: def.id, value: fieldText(def, entry.value) });
  });
  const kept = dropEmptyCustomFieldValues(result);
  for (const entry of kept) {
    const def = defs.find((candidate) => candidate.id === entry.id) as CustomFieldDef;
    const field = `${path}.customFields.${result.indexOf(entry)}.value`;
    const invalid = (message: string) =>
      fail(400, 'INVALID_CUSTOM_FIELD', `Custom field ${def.id} (${def.type}): ${message}`, field);
    if (def.type === 'ChoiceList' && !def.values.includes(entry.value)) {
      throw invalid(`expected one of ${def.values.join(', ')}`);
    }
    if (def.type === 'Number' && !Number.isFinite(Number(entry.value.replace(',', '.'))))
      throw invalid('expected a number');
    if (def.type === 'File' && !FILE_ID.test(entry.value))
      throw invalid('expected a file id from POST /carts/{id}/file');
    const parsed = customFieldSchema({ type: def.type, isRequired: false }).safeParse(entry.value);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'invalid value');
  }
  return kept;
}

/** A place's participant, checked with the NAME rules (SPEC §5); the message is the Validation key. */
function checkParticipant(input: ItemInput['participant'], path: string): StoredParticipant | null {
  if (!input) return null;
  const { firstName, lastName } = input;
  const invalid = (field: 'firstName' | 'lastName', message: string) =>
    fail(400, 'INVALID_PARTICIPANT', message, `${path}.participant.${field}`);
  const firstIssue = nameIssue(firstName);
  if (firstIssue) throw invalid('firstName', firstIssue);
  const lastIssue = nameIssue(lastName);
  if (lastIssue) throw invalid('lastName', lastIssue);
  if (!namesDiffer(firstName, lastName)) throw invalid('lastName', VALIDATION_MESSAGES.nameDifferent);
  return { firstName, lastName };
}

/** Validates items against the form (tiers, options, fields, amounts, per-cart limits). */
export function checkItems(bundle: FormBundle, inputs: readonly ItemInput[], now: Date): StoredCartItem[] {
  const { form } = bundle;
  const perCart = maxSelectableQuantity([form.maxPerCart]);
  if (perCart !== null && inputs.length > perCart) {
    throw fail(422, 'MAX_PER_CART', `At most ${perCart} places per cart on this form.`, 'items');
  }
  const perTier = new Map<number, number>();
  return inputs.map((input, index) => {
    const path = `items.${index}`;
    const tier = bundle.tiers.find((candidate) => candidate.id === input.tierId);
    if (!tier)
      throw fail(422, 'ticketsHasChanged', `Tier ${input.tierId} is not a tier of this form.`, `${path}.tierId`);
    if (tier.saleStartDate && tier.saleStartDate.getTime() > now.getTime()) {
      throw fail(
        422,
        'SALE_NOT_STARTED',
        `Tier ${tier.id} goes on sale on ${tier.saleStartDate.toISOString()}.`,
        `${path}.tierId`,
      );
    }
    if (tier.saleEndDate && tier.saleEndDate.getTime() <= now.getTime()) {
      throw fail(422, 'SALE_ENDED', `Tier ${tier.id} is no longer on sale.`, `${path}.tierId`);
    }
    const sameTier = (perTier.get(tier.id) ?? 0) + 1;
    perTier.set(tier.id, sameTier);
    const tierLimit = maxSelectableQuantity([form.maxPerTier, tier.maxPerUser]);
    if (tierLimit !== null && sameTier > tierLimit) {
      throw fail(422, 'MAX_PER_TIER', `At most ${tierLimit} places of tier ${tier.id} per cart.`, `${path}.tierId`);
    }
    let customAmount: number | null = null;
    if (tier.priceCategory === 'Pwyw') {
      customAmount = input.customAmount ?? tier.price;
      const problem =
        minAmountRule(tier.minAmount ?? form.minPrice)(customAmount) ?? maxAmountRule(form.maxPrice)(customAmount);
      if (problem)
        throw fail(422, 'INVALID_AMOUNT', `customAmount ${customAmount} refused (${problem}).`, `${path}.customAmount`);
    }
    const seenOptions = new Set<number>();
    const extraOptions = (input.extraOptions ?? []).map((selected, optionIndex) => {
      const option = bundle.options.find((candidate) => candidate.id === selected.id && candidate.tierId === tier.id);
      const optionPath = `${path}.extraOptions.${optionIndex}`;
      if (!option)
        throw fail(
          422,
          'ticketsHasChanged',
          `Option ${selected.id} is not an option of tier ${tier.id}.`,
          `${optionPath}.id`,
        );
      if (seenOptions.has(option.id))
        throw fail(400, 'VALIDATION_ERROR', `Option ${option.id} is selected twice.`, optionPath);
      seenOptions.add(option.id);
      return {
        id: option.id,
        customFields: normaliseCustomFields(option.customFields, selected.customFields, optionPath),
      };
    });
    return {
      tierId: tier.id,
      customAmount,
      customFields: normaliseCustomFields(tier.customFields, input.customFields, path),
      participant: checkParticipant(input.participant, path),
      extraOptions,
    };
  });
}
