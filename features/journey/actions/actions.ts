'use server';

import { messageRef } from '@/lib/rules/messageRef';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { refresh } from 'next/cache';
import {
  applyDiscountCode,
  createCart,
  createProspect,
  initPayment,
  setInstallments,
  setPayer,
  setTip,
  updateCart,
  uploadCartFile,
} from '@/lib/api/carts';
import type { Cart, CartItemInput, Installments, Payer } from '@/lib/api/contracts/carts';
import type { Form } from '@/lib/api/contracts/forms';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { publicOrigin } from '@/lib/api/upstream';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { requireActionContext } from '@/lib/http/actionContext';
import { basePath } from '@/lib/config';
import {
  cartErrorCode,
  cartErrorMessages,
  isCartErrorCode,
  paymentErrorCode,
  paymentErrorMessages,
} from '@/lib/rules/errorCatalogue';
import { calendarDateInParis, parseDDMMYYYY, toIsoDate } from '@/lib/rules/dates';
import type { FormRef } from '@/lib/kinds/formKinds';
import * as z from 'zod/mini';
import { readCartCookie, writeCartCookie } from '../cart/cartCookie';
import { rememberedItemsOf } from '../cart/cartCookieValue';
import { clearFormError, flagFormError } from '@/forms/formErrorFlag';
import { defaultFrequency, defaultPaymentDay, donationOffer, minCentsFor, tierFor } from '../choice/amount/amountOffer';
import { loadCheckoutCart, loadFreshForm, loadJourneyCart } from '../queries';
import {
  confirmationPagePath,
  dropCartPath,
  paymentPagePath,
  restartPath,
  stepPath,
  type JourneyVariant,
} from '@/lib/journeyRoutes';
import { isInstalmentCount } from '@/lib/rules/instalments';
import { TIER_MESSAGES, tierOffer, type TierKindFacts } from '../choice/places/tierOffer';
import { tierStepSchema } from '../choice/places/tierSchema';
import { prospectSchema } from '../suspended/prospectSchema';
import { journeyKindOf } from '../journeyKinds';
import {
  fillCopiedAnswers,
  keptFileName,
  firstParticipantNames,
  keepAnswers,
  PAYER_IS_FIRST_FIELD,
  participantBlocks,
  participantNameFields,
  offersPayerIsFirst,
} from '../participants/participants';
import { itemsWithAnswers, participantsSchema } from '../participants/participantAnswers';
import { amountStepSchema } from '../choice/amount/amountSchema';
import { payerStepSchema } from '../payer/payerSchema';
import { COMPANY_FIELD, isBoxTicked } from '../payer/payerFields';
import { COUPON_FIELD, couponSchema, planOnlySchema, summaryStepSchema, tipOnlySchema } from '../summary/summarySchema';
import { INTENT_FIELD, summaryIntent } from '../summary/summaryIntents';

/** Bound by the page: which form and which copy of the journey (widget, /en). */
export interface JourneyContext extends FormRef, JourneyVariant {}

export interface StepActionState {
  result?: SubmissionResult<string[]>;
  /** A failed payment initialisation: the code the store records (SPEC §4). */
  paymentErrorCode?: string;
  /** Payment suspended: the email was saved (the page shows a toast, or a banner without JavaScript). */
  saved?: boolean;
}

/** A refused submit: the state to show, and the flag that prefixes the title without JavaScript. */
async function refuse(state: StepActionState): Promise<StepActionState> {
  await flagFormError();
  return state;
}

const refOf = ({ organizationSlug, formType, formSlug }: JourneyContext): FormRef => ({
  organizationSlug,
  formType,
  formSlug,
});

async function requireCampaign(context: JourneyContext) {
  requireActionContext(context);
  // Read afresh, not from the pages' few seconds' memory: the choice is checked against
  // the form's prices and stock of the moment.
  const aggregate = await loadFreshForm(refOf(context));
  // The bound context comes back from the browser: only a kind with a journey here, as named.
  const kind = aggregate && aggregate.form.formType === context.formType ? journeyKindOf(context.formType) : null;
  if (!aggregate || !kind) return actionRedirect(stepPath(refOf(context), 1, context));
  return { ...aggregate, kind };
}

/**
 * The open cart of the journey; a dropped one sends the payer back to step 1 (cookie
 * forgotten). A checkout's cart is the one its address names, and must be of this form.
 */
async function requireOpenCart(context: JourneyContext): Promise<Cart> {
  const ref = refOf(context);
  if (context.checkout) {
    const checkout = await loadCheckoutCart(context.organizationSlug, context.checkout.cartId);
    const ofThisForm =
      checkout.status === 'open' && checkout.cart.formSlug === ref.formSlug && checkout.cart.formType === ref.formType;
    // Step 1 of a checkout says what became of its cart (expired, unknown, paid).
    return ofThisForm ? checkout.cart : actionRedirect(stepPath(ref, 1, context));
  }
  const journey = await loadJourneyCart(ref);
  if (journey.status === 'open') return journey.cart;
  if (journey.status === 'dropped') {
    await actionRedirect(dropCartPath(ref, restartPath(ref, context, 'expire', journey.cookie)));
  }
  return actionRedirect(stepPath(ref, 1, context));
}

/** A cart call answered 404: the cart is gone (expired or removed). */
const isCartGone = (error: unknown): boolean => isApiFailure(error) && error.statusCode === 404;

async function restartAfterDrop(context: JourneyContext, error: ApiFailure): Promise<never> {
  const ref = refOf(context);
  // A checkout cannot make its cart again: its step 1 shows the expiration page.
  if (context.checkout) return actionRedirect(stepPath(ref, 1, context));
  const cookie = (await readCartCookie(ref)) ?? { cartId: '', items: [] };
  const reason = error.code === 'CART_EXPIRED' ? 'expire' : 'introuvable';
  return actionRedirect(dropCartPath(ref, restartPath(ref, context, reason, cookie)));
}

/** A cart error's message key (Errors.cart.<code>.message), for the form's error banner. */
function cartFailureMessage(error: ApiFailure): string {
  const code = isCartErrorCode(error.code) ? error.code : cartErrorCode({ code: error.code ?? undefined });
  return cartErrorMessages(code).message;
}

/** What a refusal needs of a parsed submission: its reply, the payer's values kept. */
interface Replying {
  reply(options: { formErrors: string[] }): SubmissionResult<string[]>;
}

/** A refusal shown in the form's error banner, the payer's values kept. */
const refusedWith =
  (submission: Replying, messageOf: (error: ApiFailure) => string) =>
  (error: ApiFailure): Promise<StepActionState> =>
    refuse({ result: submission.reply({ formErrors: [messageOf(error)] }) });

/**
 * Runs a step's calls to the API, the one way every step handles their failures: a cart
 * the API no longer has restarts the journey (with `context`; step 1 makes a new cart
 * instead and passes none); any other API refusal becomes the state `refusal` makes of
 * it; anything else is a bug and is thrown.
 */
async function callSteps<T>(
  calls: () => Promise<T>,
  refusal: (error: ApiFailure) => Promise<StepActionState>,
  context?: JourneyContext,
): Promise<{ done: T } | { refused: StepActionState }> {
  try {
    return { done: await calls() };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (context && isCartGone(error)) return restartAfterDrop(context, error);
    return { refused: await refusal(error) };
  }
}

/** Campaign-level refusals of a cart (sale closed, payment suspended…) have their own messages. */
const CAMPAIGN_REFUSALS = [
  'PAYMENT_SUSPENDED',
  'SALE_ENDED',
  'SALE_NOT_STARTED',
  'FORM_NOT_PUBLISHED',
  'ORGANIZATION_WALLET_ERROR',
];

/** A refused coupon (SPEC §8 DISCOUNT_CODE_*): its own message on the coupon field. */
function couponFailureMessage(error: ApiFailure): string {
  return error.code?.startsWith('DISCOUNT_CODE_') ? `Event.coupon.${error.code}` : cartFailureMessage(error);
}

function campaignFailureMessage(error: ApiFailure): string {
  if (error.code && CAMPAIGN_REFUSALS.includes(error.code)) return `Campaign.refusal.${error.code}`;
  return cartFailureMessage(error);
}

// ---------------------------------------------------------------- step 1

/** What a kind's step 1 made of the post: the cart's items and the plan, or a refusal. */
type Choice =
  | { refused: StepActionState }
  | {
      submission: Replying;
      items: CartItemInput[];
      /** The plan the cart must have once saved (a donation's frequency); null: leave it. */
      installments: (cart: Cart) => Installments | null;
    };

function donationChoice(form: Form, formData: FormData): Promise<Choice> | Choice {
  const offer = donationOffer(form);
  const schema = amountStepSchema({
    offersChoice: offer.offersChoice,
    defaultFrequency: defaultFrequency(offer),
    minCents: { once: minCentsFor(form, offer.onceTier), monthly: minCentsFor(form, offer.monthlyTier) },
    maxCents: offer.maxCents,
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() }).then((refused) => ({ refused }));
  const { frequency, amountCents } = submission.value;
  const tier = tierFor(offer, frequency);
  if (!tier) {
    return refuse({ result: submission.reply({ formErrors: ['Errors.cart.ticketsHasChanged.message'] }) }).then(
      (refused) => ({ refused }),
    );
  }
  return {
    submission,
    items: [{ tierId: tier.id, customAmount: amountCents }],
    installments: (cart) =>
      frequency === 'monthly' ?
        {
          frequency: 'Monthly',
          paymentDay:
            cart.installments.frequency === 'Monthly' ?
              cart.installments.paymentDay
            : defaultPaymentDay(calendarDateInParis(new Date()).day, offer.maxPaymentDay),
        }
      : { frequency: 'Single' },
  };
}

function placesChoice(
  form: Form,
  facts: TierKindFacts,
  cart: Cart | null,
  formData: FormData,
): Promise<Choice> | Choice {
  const submission = parseWithZod(formData, { schema: tierStepSchema(tierOffer(form, cart, facts)) });
  if (submission.status !== 'success') return refuse({ result: submission.reply() }).then((refused) => ({ refused }));
  return { submission, items: submission.value.items, installments: () => null };
}

export async function submitChoice(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireCampaign(context);
  const ref = refOf(context);
  // A checkout's cart was made elsewhere; its step 1 only shows it.
  if (context.checkout) return actionRedirect(stepPath(ref, 2, context));
  const journey = await loadJourneyCart(ref);
  const openCart = journey.status === 'open' ? journey.cart : null;
  const choice = await (kind.choice === 'amount' ?
    donationChoice(form, formData)
  : placesChoice(form, kind, openCart, formData));
  if ('refused' in choice) return choice.refused;
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
    refusedWith(choice.submission, campaignFailureMessage),
  );
  if ('refused' in saved) return saved.refused;
  const cart = saved.done;
  await writeCartCookie(ref, { cartId: cart.id, items: rememberedItemsOf(cart) }, context.widget);
  return actionRedirect(stepPath(ref, 2, context));
}

// ---------------------------------------------------------------- step 2

/** The payer as the API takes it, from the step's parsed value. */
function toApiPayer(value: Record<string, string | undefined>, isCompany: boolean): Payer {
  const birth = value.birthDate ? parseDDMMYYYY(value.birthDate) : null;
  const iso = value.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(value.birthDate) ? value.birthDate : null;
  return {
    firstName: value.firstName ?? '',
    lastName: value.lastName ?? '',
    email: value.email ?? '',
    address: value.address ?? null,
    city: value.city ?? null,
    zipCode: value.zipCode ?? null,
    country: value.country ?? null,
    birthDate: iso ?? (birth ? toIsoDate(birth) : null),
    ...(isCompany ?
      {
        companyName: value.companyName ?? null,
        companySiren: value.companySiren ?? null,
        companyLegalStatusId: value.companyLegalStatusId ? Number(value.companyLegalStatusId) : null,
      }
    : { companyName: null, companySiren: null, companyLegalStatusId: null }),
  };
}

const PARTICIPANT_FIELD = /^items\.(\d+)\.participant\.(firstName|lastName)$/u;

/**
 * The API's refusals of step 2's fields, with the Validation key it sent, on the form's
 * fields: `payer.firstName` → `firstName`, `items.1.participant.lastName` → `p1-nom`.
 */
function payerFieldErrors(error: ApiFailure): Record<string, string[]> | null {
  const entries = error.errors.flatMap((item): [string, string[]][] => {
    const field = item.field ?? '';
    if (item.code === 'INVALID_PAYER' && field.startsWith('payer.')) {
      return [[field.slice('payer.'.length), [item.message]]];
    }
    const participant = item.code === 'INVALID_PARTICIPANT' ? PARTICIPANT_FIELD.exec(field) : null;
    if (participant) {
      const names = participantNameFields(Number(participant[1]));
      return [[names[participant[2] as keyof typeof names], [item.message]]];
    }
    return [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** HTTP statuses of a refused upload and the message each shows on its field. */
const UPLOAD_REFUSALS: Record<number, string> = {
  413: 'Event.participants.fileTooLarge',
  415: 'Event.participants.fileWrongFormat',
};

/**
 * Takes the chosen files out of the post (a reply cannot hold them) and uploads them
 * (POST /carts/{id}/file): each answer becomes its file's id, or the id kept from an
 * earlier upload. A refused file is an error on its own field; the rest is kept.
 */
async function uploadAnswers(
  cart: Cart,
  fileNames: readonly string[],
  formData: FormData,
): Promise<{ ids: Record<string, string>; errors: Record<string, string[]> }> {
  const ids: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const name of fileNames) {
    const file = formData.get(name);
    formData.delete(name);
    const kept = formData.get(keptFileName(name));
    if (typeof kept === 'string' && kept) ids[name] = kept;
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      ids[name] = (await uploadCartFile(cart.id, file)).fileId;
      // Kept in the reply too: a refusal for another field does not lose the upload.
      formData.set(keptFileName(name), ids[name]);
    } catch (error) {
      const message = isApiFailure(error) ? UPLOAD_REFUSALS[error.statusCode] : undefined;
      if (!message) throw error;
      errors[name] = [message];
    }
  }
  return { ids, errors };
}

export async function submitPayer(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireCampaign(context);
  const cart = await requireOpenCart(context);
  const isCompany = isBoxTicked(formData.get(COMPANY_FIELD));
  const blocks =
    kind.participants === 'none' ?
      []
    : participantBlocks(form, cart, { named: kind.participants === 'named', unit: kind.unit });
  const fileNames = blocks.flatMap((block) =>
    block.fields.filter((entry) => entry.field.type === 'File').map((entry) => entry.name),
  );
  const uploads = await callSteps(() => uploadAnswers(cart, fileNames, formData), refuseUnexpected, context);
  if ('refused' in uploads) return uploads.refused;
  fillCopiedAnswers(blocks, formData);
  const payerIsFirst = offersPayerIsFirst(blocks) && isBoxTicked(formData.get(PAYER_IS_FIRST_FIELD));
  const requirements = kind.payerRequirements(form);
  const payerSchema = payerStepSchema(payerIsFirst ? { ...requirements, names: 'hidden' } : requirements, isCompany);
  const schema = blocks.length > 0 ? z.intersection(participantsSchema(blocks), payerSchema) : payerSchema;
  const submission = parseWithZod(formData, { schema });
  const uploadErrors = uploads.done.errors;
  if (submission.status !== 'success' || Object.keys(uploadErrors).length > 0) {
    const reply = submission.reply();
    const fieldErrors = { ...(reply.error ?? {}), ...uploadErrors } as Record<string, string[]>;
    return refuse({ result: submission.reply({ fieldErrors }) });
  }
  const value = submission.value as unknown as Record<string, string | undefined>;
  const saved = await callSteps(
    async () => {
      if (blocks.length > 0) {
        const items = itemsWithAnswers(cart, blocks, { ...value, ...uploads.done.ids });
        await updateCart(cart.id, { ...refOf(context), items });
      }
      const payer = payerIsFirst ? { ...value, ...firstParticipantNames(value) } : value;
      return setPayer(cart.id, toApiPayer(payer, isCompany));
    },
    (error) => {
      const fieldErrors = payerFieldErrors(error);
      return refuse({
        result: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [cartFailureMessage(error)] }),
      });
    },
    context,
  );
  if ('refused' in saved) return saved.refused;
  return actionRedirect(stepPath(refOf(context), 3, context));
}

/** A failure with no form to show it on yet (an upload before the post is read): the cart error. */
const refuseUnexpected = (error: ApiFailure): Promise<StepActionState> =>
  refuse({ result: { status: 'error', error: { '': [cartFailureMessage(error)] } } });

// ---------------------------------------------------------------- step 3

export async function submitSummary(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireCampaign(context);
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
  const initialised = await callSteps(
    () =>
      initPayment(
        cart.id,
        {
          gdprConsent: value.dataConsent === true,
          cgvConsent: value.termsConsent === true,
          tipConsent: value.tip > 0 ? value.tipConsent === true : undefined,
        },
        backUrl,
      ),
    async (error) => {
      if (error.code === 'DUPLICATED_PAYMENT' && alreadyPaid) {
        return actionRedirect(paymentPagePath(alreadyPaid, context));
      }
      const code = paymentErrorCode({ statusCode: error.statusCode, code: error.code ?? undefined });
      const message =
        isCartErrorCode(error.code) ? cartErrorMessages(error.code).message
        : error.code === 'MAX_PER_USER' ? messageRef(TIER_MESSAGES.maxPerUser, { unit: kind.unit })
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

// ---------------------------------------------------------------- payment suspended

export async function leaveEmail(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  requireActionContext(context);
  const submission = parseWithZod(formData, { schema: prospectSchema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const saved = await callSteps(
    () => createProspect(refOf(context), submission.value.email ?? ''),
    refusedWith(submission, () => 'Campaign.suspended.failure'),
  );
  if ('refused' in saved) return saved.refused;
  await clearFormError();
  return { result: submission.reply({ resetForm: true }), saved: true };
}
