'use server';

/** Step 1's server action, for every kind: what the payer chose becomes the cart's items and plan. */
import { createCart, setInstallments, updateCart } from '@/lib/api/carts';
import type { Cart } from '@/lib/api/contracts/carts';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { stepPath } from '@/lib/routes/journey';
import { writeCartCookie } from '../cart/cartCookie';
import { rememberedItemsOf } from '../cart/cartCookieValue';
import { parseChoice } from '../choice/parseChoice';
import { loadJourneyCart } from '../queries';
import { keepAnswers } from '../participants/participants';
import {
  callSteps,
  formFailureMessage,
  isCartGone,
  refOf,
  refuse,
  refusedWith,
  requireJourneyForm,
} from './stepActions';
import type { JourneyContext, StepActionState } from './stepState';

export async function submitChoice(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireJourneyForm(context);
  const ref = refOf(context);
  // A checkout's cart was made elsewhere; its step 1 only shows it.
  if (context.checkout) return actionRedirect(stepPath(ref, 2, context));
  const journey = await loadJourneyCart(ref);
  const openCart = journey.status === 'open' ? journey.cart : null;
  const choice = parseChoice(kind, form, openCart, formData);
  if ('refused' in choice) return refuse({ result: choice.refused });
  // Places kept from an earlier visit keep their participants and answers.
  const items = kind.participants !== 'none' && openCart ? keepAnswers(openCart, choice.items) : choice.items;
  const body = { ...ref, items };

  const saved = await callSteps(
    async () => {
      let cart: Cart;
      if (openCart) {
        try {
          cart = await updateCart(openCart.id, body);
        } catch (error) {
          if (!isCartGone(error)) throw error;
          cart = await createCart(body);
        }
      } else {
        cart = await createCart(body);
      }
      const wanted = choice.installments(cart);
      return !wanted || cart.installments.frequency === wanted.frequency ? cart : setInstallments(cart.id, wanted);
    },
    refusedWith(choice.submission, formFailureMessage),
  );
  if ('refused' in saved) return saved.refused;
  const cart = saved.done;
  await writeCartCookie(ref, { cartId: cart.id, items: rememberedItemsOf(cart) }, context.widget);
  return actionRedirect(stepPath(ref, 2, context));
}
