'use server';

/**
 * Step 3's server action, for every kind: the coupon, the plan and the tip each saved on
 * their own (without JavaScript, each has its button), then the payment started.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { refresh } from 'next/cache';
import { resolveLocale } from '@/lib/i18n/request';
import { applyDiscountCode, initPayment, setInstallments, setTip } from '@/lib/api/carts';
import type { Installments } from '@/lib/api/contracts/carts';
import type { ApiFailure } from '@/lib/api/http';
import { publicOrigin } from '@/lib/api/upstream';
import { basePath } from '@/lib/config';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { confirmationPagePath, paymentPagePath } from '@/lib/routes/payment';
import { stepPath } from '@/lib/routes/journey';
import { cartErrorMessages, isCartErrorCode, paymentErrorCode, paymentErrorMessages } from '@/lib/rules/errorCatalogue';
import { isInstalmentCount } from '@/lib/rules/instalments';
import { messageRef } from '@/lib/rules/messageRef';
import { clearFormError } from '@/forms/formErrorFlag';
import { donationOffer } from '../choice/amount/amountOffer';
import { PLACES_MESSAGES } from '../choice/places/placesOffer';
import { COUPON_FIELD, couponSchema, planOnlySchema, summaryStepSchema, tipOnlySchema } from '../summary/summarySchema';
import { INTENT_FIELD, summaryIntent } from '../summary/summaryIntents';
import {
  callSteps,
  cartFailureMessage,
  refOf,
  refuse,
  refusedWith,
  requireJourneyForm,
  requireOpenCart,
} from './stepActions';
import type { JourneyContext, StepActionState } from './stepState';

/** A refused coupon (SPEC §8 DISCOUNT_CODE_*): its own message on the coupon field. */
function couponFailureMessage(error: ApiFailure): string {
  return error.code?.startsWith('DISCOUNT_CODE_') ? `Summary.couponRefusal.${error.code}` : cartFailureMessage(error);
}

export async function submitSummary(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireJourneyForm(context);
  const cart = await requireOpenCart(context);
  const intent = summaryIntent(formData.get(INTENT_FIELD));

  if (intent === 'applyCoupon' || intent === 'removeCoupon') {
    const submission = parseWithZod(formData, { schema: couponSchema() });
    if (submission.status !== 'success') return refuse({ result: submission.reply() });
    const code = intent === 'applyCoupon' ? (submission.value[COUPON_FIELD] ?? '').trim() : '';
    const couponSaved = await callSteps(
      () => applyDiscountCode(cart.id, code === '' ? null : code),
      (error) =>
        refuse({
          result: submission.reply({
            fieldErrors: { [COUPON_FIELD]: [couponFailureMessage(error)] },
          }),
        }),
      context,
    );
    if ('refused' in couponSaved) return couponSaved.refused;
    await clearFormError();
    refresh();
    return { result: submission.reply({ resetForm: true }) };
  }

  if (intent === 'updatePlan') {
    const submission = parseWithZod(formData, { schema: planOnlySchema(form.instalmentOptions.counts) });
    if (submission.status !== 'success') return refuse({ result: submission.reply() });
    const count = submission.value.instalments;
    const planSaved = await callSteps(
      () =>
        setInstallments(
          cart.id,
          count > 1 && isInstalmentCount(count) ? { frequency: 'Installment', count } : { frequency: 'Single' },
        ),
      refusedWith(submission, cartFailureMessage),
      context,
    );
    if ('refused' in planSaved) return planSaved.refused;
    await clearFormError();
    refresh();
    return { result: submission.reply() };
  }

  if (intent !== 'pay') {
    // Without JavaScript: "update the contribution" and "no contribution" save the tip only.
    if (intent === 'removeTip') formData.set('tip', '0');
    const submission = parseWithZod(formData, { schema: tipOnlySchema() });
    if (submission.status !== 'success') return refuse({ result: submission.reply() });
    const tipSaved = await callSteps(
      () => setTip(cart.id, submission.value.tip),
      refusedWith(submission, cartFailureMessage),
      context,
    );
    if ('refused' in tipSaved) return tipSaved.refused;
    await clearFormError();
    refresh();
    return { result: submission.reply() };
  }

  const monthly = cart.installments.frequency === 'Monthly';
  const schema = summaryStepSchema({
    monthly,
    maxPaymentDay: donationOffer(form).maxPaymentDay,
    requiresCgv: form.requiresCgv,
    instalmentCounts: kind.plan === 'monthly' ? [] : form.instalmentOptions.counts,
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const value = submission.value;

  const prepared = await callSteps(
    async () => {
      if (cart.tipData.tipChosen !== value.tip) await setTip(cart.id, value.tip);
      if (monthly && value.paymentDay !== undefined) {
        const current = cart.installments.frequency === 'Monthly' ? cart.installments.paymentDay : null;
        if (current !== value.paymentDay)
          await setInstallments(cart.id, { frequency: 'Monthly', paymentDay: value.paymentDay });
      }
      if (value.instalments !== undefined) {
        const wanted: Installments =
          value.instalments > 1 && isInstalmentCount(value.instalments) ?
            { frequency: 'Installment', count: value.instalments }
          : { frequency: 'Single' };
        const current = cart.installments.frequency === 'Installment' ? cart.installments.count : 1;
        if (current !== value.instalments) await setInstallments(cart.id, wanted);
      }
    },
    refusedWith(submission, cartFailureMessage),
    context,
  );
  if ('refused' in prepared) return prepared.refused;

  const ref = refOf(context);
  const backUrl = `${publicOrigin()}${basePath}${stepPath(ref, 1, context)}`;
  // A payment already made for this cart (a second press, another tab): its card page.
  const alreadyPaid = cart.paymentRequestId;
  const locale = await resolveLocale();
  const initialised = await callSteps(
    () =>
      initPayment(
        cart.id,
        {
          gdprConsent: value.dataConsent === true,
          cgvConsent: value.termsConsent === true,
          tipConsent: value.tip > 0 ? value.tipConsent === true : undefined,
        },
        locale,
        backUrl,
      ),
    async (error) => {
      if (error.code === 'DUPLICATED_PAYMENT' && alreadyPaid) {
        return actionRedirect(paymentPagePath(alreadyPaid, context));
      }
      const code = paymentErrorCode({ statusCode: error.statusCode, code: error.code ?? undefined });
      const message =
        isCartErrorCode(error.code) ? cartErrorMessages(error.code).message
        : error.code === 'MAX_PER_USER' ? messageRef(PLACES_MESSAGES.maxPerUser, { unit: kind.unit })
        : paymentErrorMessages(code).message;
      return refuse({ result: submission.reply({ formErrors: [message] }), paymentErrorCode: code });
    },
    context,
  );
  if ('refused' in initialised) return initialised.refused;
  // A free order (free places, a 100 % coupon) is made at once: no card step.
  if (initialised.done.state !== 'Init') return actionRedirect(confirmationPagePath(initialised.done.id, context));
  return actionRedirect(paymentPagePath(initialised.done.id, context));
}
