'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { refresh } from 'next/cache';
import {
  createCart,
  createProspect,
  initPayment,
  setInstallments,
  setPayer,
  setTip,
  updateCart,
} from '@/lib/api/carts';
import type { Cart, Installments, Payer } from '@/lib/api/contracts/carts';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { selfOrigin } from '@/lib/api/config';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { basePath } from '@/lib/config';
import {
  cartErrorCode,
  cartErrorMessages,
  isCartErrorCode,
  paymentErrorCode,
  paymentErrorMessages,
} from '@/lib/rules/errorCatalogue';
import { calendarDateInParis, parseDDMMYYYY, toIsoDate } from '@/lib/rules/dates';
import { emailField } from '@/lib/rules/validation/email';
import type { FormRef } from '@/lib/rules/formTypes';
import * as z from 'zod/mini';
import { readCartCookie, writeCartCookie } from './cartCookie';
import { rememberedItemsOf } from './cartCookieValue';
import { clearFormError, flagFormError } from './formErrorFlag';
import {
  defaultFrequency,
  defaultPaymentDay,
  donationOffer,
  minCentsFor,
  payerRequirements,
  tierFor,
} from './donation';
import { loadForm, loadJourneyCart } from './queries';
import { dropCartPath, paymentPagePath, restartPath, stepPath, type JourneyVariant } from '@/lib/journeyRoutes';
import {
  COMPANY_FIELD,
  INTENT_FIELD,
  amountStepSchema,
  isCompanyChecked,
  payerStepSchema,
  summaryIntent,
  summaryStepSchema,
  tipOnlySchema,
} from './schema';

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
  const aggregate = await loadForm(refOf(context));
  // The bound context comes back from the browser: these actions serve donation forms only.
  if (aggregate?.form.formType !== 'Donation') await actionRedirect(stepPath(refOf(context), 1, context));
  return aggregate as NonNullable<typeof aggregate>;
}

/** The open cart of the journey; a dropped one sends the payer back to step 1 (cookie forgotten). */
async function requireOpenCart(context: JourneyContext): Promise<Cart> {
  const ref = refOf(context);
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

function campaignFailureMessage(error: ApiFailure): string {
  if (error.code && CAMPAIGN_REFUSALS.includes(error.code)) return `Campaign.refusal.${error.code}`;
  return cartFailureMessage(error);
}

// ---------------------------------------------------------------- step 1

export async function submitAmount(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form } = await requireCampaign(context);
  const offer = donationOffer(form);
  const schema = amountStepSchema({
    offersChoice: offer.offersChoice,
    defaultFrequency: defaultFrequency(offer),
    minCents: { once: minCentsFor(form, offer.onceTier), monthly: minCentsFor(form, offer.monthlyTier) },
    maxCents: offer.maxCents,
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });

  const { frequency, amountCents } = submission.value;
  const tier = tierFor(offer, frequency);
  if (!tier) return refuse({ result: submission.reply({ formErrors: ['Errors.cart.ticketsHasChanged.message'] }) });
  const ref = refOf(context);
  const body = { ...ref, items: [{ tierId: tier.id, customAmount: amountCents }] };
  const journey = await loadJourneyCart(ref);

  const saved = await callSteps(
    async () => {
      let cart: Cart;
      if (journey.status === 'open') {
        try {
          cart = await updateCart(journey.cart.id, body);
        } catch (error) {
          if (!isCartGone(error)) throw error;
          cart = await createCart(body);
        }
      } else {
        cart = await createCart(body);
      }
      const wanted: Installments =
        frequency === 'monthly' ?
          {
            frequency: 'Monthly',
            paymentDay:
              cart.installments.frequency === 'Monthly' ?
                cart.installments.paymentDay
              : defaultPaymentDay(calendarDateInParis(new Date()).day, offer.maxPaymentDay),
          }
        : { frequency: 'Single' };
      return cart.installments.frequency === wanted.frequency ? cart : setInstallments(cart.id, wanted);
    },
    refusedWith(submission, campaignFailureMessage),
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

/** `payer.firstName` (API) → `firstName` (form field), with the Validation key the API sent. */
function payerFieldErrors(error: ApiFailure): Record<string, string[]> | null {
  const entries = error.errors
    .filter((item) => item.code === 'INVALID_PAYER' && item.field?.startsWith('payer.'))
    .map((item): [string, string[]] => [item.field?.slice('payer.'.length) ?? '', [item.message]]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export async function submitPayer(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form } = await requireCampaign(context);
  const cart = await requireOpenCart(context);
  const isCompany = isCompanyChecked(formData.get(COMPANY_FIELD));
  const schema = payerStepSchema(payerRequirements(form), isCompany);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const saved = await callSteps(
    () => setPayer(cart.id, toApiPayer(submission.value as unknown as Record<string, string | undefined>, isCompany)),
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

// ---------------------------------------------------------------- step 3

export async function submitSummary(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form } = await requireCampaign(context);
  const cart = await requireOpenCart(context);
  const offer = donationOffer(form);
  const intent = summaryIntent(formData.get(INTENT_FIELD));

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
  const schema = summaryStepSchema({ monthly, maxPaymentDay: offer.maxPaymentDay, requiresCgv: form.requiresCgv });
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
    },
    refusedWith(submission, cartFailureMessage),
    context,
  );
  if ('refused' in prepared) return prepared.refused;

  const ref = refOf(context);
  const backUrl = `${await selfOrigin()}${basePath}${stepPath(ref, 1, context)}`;
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
        isCartErrorCode(error.code) ? cartErrorMessages(error.code).message : paymentErrorMessages(code).message;
      return refuse({ result: submission.reply({ formErrors: [message] }), paymentErrorCode: code });
    },
    context,
  );
  if ('refused' in initialised) return initialised.refused;
  return actionRedirect(paymentPagePath(initialised.done.id, context));
}

// ---------------------------------------------------------------- payment suspended

export async function leaveEmail(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const submission = parseWithZod(formData, { schema: z.object({ email: emailField() }) });
  if (submission.status !== 'success') return refuse({ result: submission.reply() });
  const saved = await callSteps(
    () => createProspect(refOf(context), submission.value.email ?? ''),
    refusedWith(submission, () => 'Campaign.suspended.failure'),
  );
  if ('refused' in saved) return saved.refused;
  await clearFormError();
  return { result: submission.reply({ resetForm: true }), saved: true };
}
