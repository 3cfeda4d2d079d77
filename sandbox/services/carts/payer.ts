/** The cart's payer: an individual or a company, checked as SPEC §5 says. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayerSchema } from '@/lib/api/contracts/carts';
import { isLegalStatusId } from '@/lib/rules/legalStatuses';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import { companyPayerSchema, individualPayerSchema } from '@/lib/rules/validation/payer';
import type { SandboxTx } from '../../db/client';
import { carts, type StoredPayer } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { findFormById } from '../forms';
import { lockOpenCart, touched } from './store';

type PayerInput = z.output<typeof PayerSchema>;

const text = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/**
 * What the form asks of its payer beyond SPEC §5's field rules: the same as its step 2
 * asks (features/journey/journeyKinds payerRequirements), so the API refuses what the
 * page refuses.
 */
export interface PayerRules {
  /** legal_age: a birth date is required and a minor is refused. */
  readonly refusesMinors: boolean;
  /** A tax receipt follows (a donation or a crowdfunding with tax reduction): the full address is required. */
  readonly addressRequired?: boolean;
}

/** Kinds whose payer gives an address for the tax receipt (features/journey/payer/payerRequirements donorRequirements). */
const RECEIPT_KINDS: ReadonlySet<string> = new Set(['Donation', 'CrowdFunding']);

export function payerRulesOf(form: { formType: string; refusesMinors: boolean; hasFiscalReduction: boolean }) {
  return {
    refusesMinors: form.refusesMinors,
    addressRequired: form.hasFiscalReduction && RECEIPT_KINDS.has(form.formType),
  } satisfies PayerRules;
}

function invalidPayer(issues: readonly { message: string; path: readonly PropertyKey[] }[]): ApiFailure {
  return new ApiFailure(
    400,
    issues.slice(0, 20).map((issue) => ({
      code: 'INVALID_PAYER' as const,
      message: issue.message,
      field: ['payer', ...issue.path.map(String)].join('.'),
    })),
  );
}

/** The contract's ISO birth date as the catalogue's rule reads it (DD/MM/YYYY). */
const typedDate = (iso: string | undefined) => {
  const parts = iso ? /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso) : null;
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : iso;
};

/** The payer, checked with the validation catalogue (lib/rules/validation). */
export function checkPayer(payer: PayerInput, rules: PayerRules = { refusesMinors: false }): StoredPayer {
  const candidate = {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    address: text(payer.address),
    city: text(payer.city),
    zipCode: text(payer.zipCode),
    country: text(payer.country),
    birthDate: typedDate(text(payer.birthDate)),
    companyName: text(payer.companyName),
    companySiren: text(payer.companySiren),
    companyLegalStatusId: payer.companyLegalStatusId ? String(payer.companyLegalStatusId) : undefined,
  };
  const address = rules.addressRequired ? 'required' : 'optional';
  const requirements = {
    emailConfirmation: 'hidden',
    address,
    city: address,
    zipCode: address,
    country: address,
    birthDate: rules.refusesMinors ? 'required' : 'optional',
    legalAge: rules.refusesMinors,
  } as const;
  // A company gives its SIREN and its legal status, chosen in the list (SPEC §5).
  const schema =
    candidate.companyName ?
      companyPayerSchema({ ...requirements, companySiren: 'required', companyLegalStatusId: 'required' })
    : individualPayerSchema(requirements);
  const result = schema.safeParse(candidate);
  if (!result.success) throw invalidPayer(result.error.issues);
  if (candidate.companyName && payer.companyLegalStatusId && !isLegalStatusId(payer.companyLegalStatusId)) {
    throw invalidPayer([{ message: VALIDATION_MESSAGES.legalStatus, path: ['companyLegalStatusId'] }]);
  }
  return {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email.trim(),
    address: text(payer.address) ?? null,
    city: text(payer.city) ?? null,
    zipCode: text(payer.zipCode) ?? null,
    country: text(payer.country) ?? null,
    birthDate: text(payer.birthDate) ?? null,
    companyName: text(payer.companyName) ?? null,
    companySiren: text(payer.companySiren) ?? null,
    companyLegalStatusId: payer.companyLegalStatusId ?? null,
    ...(payer.consent === undefined ? {} : { consent: payer.consent }),
  };
}

export async function setPayer(tx: SandboxTx, ctx: RequestContext, cartId: string, payer: PayerInput): Promise<void> {
  const cart = await lockOpenCart(tx, cartId, ctx.now);
  const { form } = await findFormById(tx, cart.formId);
  const stored = checkPayer(payer, payerRulesOf(form));
  await tx
    .update(carts)
    .set({ payer: stored, ...touched(ctx.now) })
    .where(eq(carts.id, cartId));
}
