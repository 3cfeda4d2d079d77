/**
 * The schema of step 1 of a form sold by places, from what the form offers (./placesOffer): the
 * browser loads it on the form's first use, the server action applies it.
 */
import * as z from 'zod/mini';
import type { CartItemInput } from '@/lib/api/contracts/carts';
import { parseAmountToCents } from '@/lib/rules/amounts';
import { isCartTotalAllowed } from '@/lib/rules/cart';
import { messageRef } from '@/lib/rules/messageRef';
import { isRecord } from '@/lib/rules/validation/fields';
import { amountRuleFailure } from '@/lib/rules/validation/amount';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import {
  chosenQuantity,
  isTicked,
  optionField,
  placePrice,
  priceField,
  quantityField,
  PLACES_MESSAGES,
  type PlacesOffer,
} from './placesOffer';

/** What step 1 sends on: one item per place, its free price and its ticked options. */
export interface PlacesStepValue {
  items: CartItemInput[];
}

/**
 * Step 1 of a form sold by places: a quantity per tier (within its rule limits; a tick
 * where an order holds one; an amount alone for a gift, one item once typed), a price
 * for a free-price tier, the options of each chosen tier (mandatory ones ticked:
 * IS_TRUE), at least one place, the cart limit and the minimum cart (free, or 0.50 € at
 * least). Every problem is reported at once, on its field.
 */
export function placesStepSchema(offer: PlacesOffer) {
  const shape: Record<string, z.ZodMiniOptional<z.ZodMiniString>> = {};
  for (const { tier, input } of offer.tiers) {
    if (input !== 'amount') shape[quantityField(tier.id)] = z.optional(z.string());
    if (tier.priceCategory === 'Pwyw') shape[priceField(tier.id)] = z.optional(z.string());
    for (const option of tier.extraOptions) shape[optionField(tier.id, option.id)] = z.optional(z.string());
  }
  return z.pipe(
    z.object(shape).check(
      z.superRefine((value, ctx) => {
        if (!isRecord(value)) return;
        const issue = (message: string, path: string[] = []) =>
          ctx.addIssue({ code: 'custom', message, path, input: value });
        let places = 0;
        let total = 0;
        /** The quantity fields that hold places: where a per-cart limit is said. */
        const counted: string[] = [];
        let unreadable = false;
        for (const choice of offer.tiers) {
          const { tier, limit, options } = choice;
          const quantity = chosenQuantity(choice, (name) => value[name]);
          if (quantity === null || quantity > limit) {
            issue(messageRef(PLACES_MESSAGES.quantity, { max: limit, unit: offer.unit }), [quantityField(tier.id)]);
            unreadable = true;
            continue;
          }
          if (quantity === 0) continue;
          places += quantity;
          counted.push(quantityField(tier.id));
          let price: number | null = null;
          if (tier.priceCategory === 'Pwyw') {
            const text = value[priceField(tier.id)];
            price = typeof text === 'string' ? parseAmountToCents(text) : null;
            const failing =
              typeof text !== 'string' || text.trim() === '' ? VALIDATION_MESSAGES.requiredAmount
              : price === null ? VALIDATION_MESSAGES.amountInvalid
              : amountRuleFailure(price, { minPriceCents: tier.minAmount });
            if (failing) issue(failing, [priceField(tier.id)]);
          }
          const ticked: number[] = [];
          for (const { option } of options) {
            const name = optionField(tier.id, option.id);
            if (!isTicked(value[name])) {
              if (option.isRequired) issue(VALIDATION_MESSAGES.isTrue, [name]);
              continue;
            }
            ticked.push(option.id);
          }
          total += quantity * placePrice(tier, price, ticked);
        }
        if (unreadable) return;
        if (places === 0) issue(messageRef(PLACES_MESSAGES.noPlace, { unit: offer.unit }));
        else if (offer.maxPerCart !== null && places > offer.maxPerCart) {
          // On each quantity that counts, not on the form: the error summary links to the
          // fields to change, which are marked invalid and described by it (with or without JavaScript).
          const tooMany = messageRef(PLACES_MESSAGES.maxPerCart, { max: offer.maxPerCart, unit: offer.unit });
          for (const field of counted) issue(tooMany, [field]);
        } else if (!isCartTotalAllowed(total)) issue(VALIDATION_MESSAGES.minimumCart);
      }),
    ),
    z.transform((value): PlacesStepValue => {
      const items: CartItemInput[] = [];
      for (const choice of offer.tiers) {
        const { tier } = choice;
        const quantity = chosenQuantity(choice, (name) => value[name]) ?? 0;
        const text = value[priceField(tier.id)];
        const customAmount =
          tier.priceCategory === 'Pwyw' && typeof text === 'string' ? parseAmountToCents(text) : null;
        const extraOptions = tier.extraOptions
          .filter((option) => isTicked(value[optionField(tier.id, option.id)]))
          .map((option) => ({ id: option.id }));
        for (let place = 0; place < quantity; place += 1) {
          items.push({ tierId: tier.id, customAmount, ...(extraOptions.length > 0 ? { extraOptions } : {}) });
        }
      }
      return { items };
    }),
  );
}
