/**
 * Payer schemas (SPEC §3, §5), composed from the catalogue. Factories, because each form
 * asks for different fields: a donation with a tax receipt needs the postal address, an
 * event ticket may not; some payments need a birth date and refuse minors.
 *
 * Every field is 'required', 'optional' or 'hidden' (left out of the schema, so a
 * value posted anyway is dropped). Email is always required; first and last names too,
 * unless the form takes them from the first participant.
 */
import * as z from 'zod/mini';
import { addressLineField, cityField, countryField, zipCodeField } from './address';
import { companyNameField, legalStatusField, sirenField } from './company';
import { birthDateField, parisToday, type Today } from './date';
import { emailField, emailsMatch } from './email';
import { isRecord, type Requirement } from './fields';
import { VALIDATION_MESSAGES } from './messages';
import { nameField, namesDifferCheck } from './names';

export type PayerFieldRequirement = Requirement | 'hidden';

export interface IndividualPayerOptions {
  /**
   * Default 'required'. 'hidden' when the names come from elsewhere: the payer who is the
   * first participant of an event gives them once, for the place (SPEC §3 payer flag).
   */
  readonly names?: 'required' | 'hidden';
  /** Default 'required': the confirmation catches most email typos. */
  readonly emailConfirmation?: PayerFieldRequirement;
  /** Postal address fields; default 'hidden' (ask only what the form needs). */
  readonly address?: PayerFieldRequirement;
  readonly city?: PayerFieldRequirement;
  readonly zipCode?: PayerFieldRequirement;
  readonly country?: PayerFieldRequirement;
  /** Default 'hidden'. */
  readonly birthDate?: PayerFieldRequirement;
  /** Refuse payers under 18 (needs a birth date). */
  readonly legalAge?: boolean;
  readonly today?: Today;
}

export interface IndividualPayer {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  zipCode?: string | undefined;
  country?: string | undefined;
  /** ISO date, YYYY-MM-DD. */
  birthDate?: string | undefined;
}

export interface CompanyPayerOptions extends IndividualPayerOptions {
  /** Default 'required'. */
  readonly companySiren?: PayerFieldRequirement;
  /** Default 'required'. */
  readonly companyLegalStatusId?: PayerFieldRequirement;
}

export interface CompanyPayer extends IndividualPayer {
  companyName: string;
  companySiren?: string | undefined;
  companyLegalStatusId?: string | undefined;
}

type Shape = Record<string, z.ZodMiniType>;

function addField(
  shape: Shape,
  key: string,
  requirement: PayerFieldRequirement,
  build: (requirement: Requirement) => z.ZodMiniType,
) {
  if (requirement !== 'hidden') shape[key] = build(requirement);
}

function individualShape(options: IndividualPayerOptions): Shape {
  const { legalAge = false, today = parisToday } = options;
  const shape: Shape =
    options.names === 'hidden' ?
      { email: emailField() }
    : { firstName: nameField(), lastName: nameField(), email: emailField() };
  addField(shape, 'emailConfirmation', options.emailConfirmation ?? 'required', emailField);
  addField(shape, 'address', options.address ?? 'hidden', addressLineField);
  addField(shape, 'city', options.city ?? 'hidden', cityField);
  addField(shape, 'zipCode', options.zipCode ?? 'hidden', zipCodeField);
  addField(shape, 'country', options.country ?? 'hidden', countryField);
  addField(shape, 'birthDate', options.birthDate ?? 'hidden', (requirement) =>
    birthDateField({ requirement, legalAge, today }),
  );
  return shape;
}

/** EMAIL_MATCH on the confirmation field, checked even while other fields have errors. */
function emailMatchCheck() {
  return z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      const { email, emailConfirmation } = value;
      if (
        typeof email === 'string' &&
        typeof emailConfirmation === 'string' &&
        emailConfirmation !== '' &&
        !emailsMatch(email, emailConfirmation)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.emailMatch,
          path: ['emailConfirmation'],
          input: emailConfirmation,
        });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

function payerObject<T>(shape: Shape) {
  const schema = z.object(shape).check(namesDifferCheck(), emailMatchCheck());
  // The shape is built at run time from the options; its output is described by T.
  return schema as unknown as z.ZodMiniType<T>;
}

export function individualPayerSchema(options: IndividualPayerOptions = {}) {
  return payerObject<IndividualPayer>(individualShape(options));
}

export function companyPayerSchema(options: CompanyPayerOptions = {}) {
  const shape = individualShape(options);
  shape.companyName = companyNameField();
  addField(shape, 'companySiren', options.companySiren ?? 'required', sirenField);
  addField(shape, 'companyLegalStatusId', options.companyLegalStatusId ?? 'required', legalStatusField);
  return payerObject<CompanyPayer>(shape);
}
