/**
 * Form kinds (SPEC §1, §3): the French URL segment, the API form type and the internal
 * enumeration, kept in one table so no caller hand-writes a mapping.
 */

export const FORM_TYPES = [
  'Donation',
  'Event',
  'Membership',
  'CrowdFunding',
  'Shop',
  'PaymentForm',
  'Checkout',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FORM_TYPE_ENUMS = [
  'FUNDRAISING',
  'EVENT',
  'MEMBERSHIP',
  'CROWDFUNDING',
  'PAYMENTFORM',
  'SHOP',
  'UNKNOWN',
] as const;
export type FormTypeEnum = (typeof FORM_TYPE_ENUMS)[number];

export const FORM_URL_SEGMENTS = [
  'formulaires',
  'evenements',
  'adhesions',
  'collectes',
  'boutiques',
  'paiements',
  'checkout',
] as const;
export type FormUrlSegment = (typeof FORM_URL_SEGMENTS)[number];

interface FormKind {
  readonly segment: FormUrlSegment;
  readonly formType: FormType;
  readonly enumValue: FormTypeEnum;
}

/** Checkout has no value in the spec's enumeration: it maps to UNKNOWN. */
const FORM_KINDS: readonly FormKind[] = [
  { segment: 'formulaires', formType: 'Donation', enumValue: 'FUNDRAISING' },
  { segment: 'evenements', formType: 'Event', enumValue: 'EVENT' },
  { segment: 'adhesions', formType: 'Membership', enumValue: 'MEMBERSHIP' },
  { segment: 'collectes', formType: 'CrowdFunding', enumValue: 'CROWDFUNDING' },
  { segment: 'boutiques', formType: 'Shop', enumValue: 'SHOP' },
  { segment: 'paiements', formType: 'PaymentForm', enumValue: 'PAYMENTFORM' },
  { segment: 'checkout', formType: 'Checkout', enumValue: 'UNKNOWN' },
];

function kindOf(formType: FormType): FormKind {
  // Every FormType has a row: the table above is exhaustive (checked by the tests).
  return FORM_KINDS.find((kind) => kind.formType === formType) as FormKind;
}

/**
 * One form, as the API names it (SPEC §7 `/organizations/{org}/forms/{formType}/{formSlug}`)
 * and as its addresses do (the URL segment is the form type's, SPEC §1). The one name for
 * it in the app: routes, cookies, queries and API calls all take a FormRef.
 */
export interface FormRef {
  readonly organizationSlug: string;
  readonly formType: FormType;
  readonly formSlug: string;
}

export function isFormUrlSegment(value: unknown): value is FormUrlSegment {
  return typeof value === 'string' && (FORM_URL_SEGMENTS as readonly string[]).includes(value);
}

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

/** `evenements` → `Event`; undefined for an unknown segment (the route then shows a 404). */
export function formTypeFromUrlSegment(segment: string): FormType | undefined {
  return FORM_KINDS.find((kind) => kind.segment === segment)?.formType;
}

export function urlSegmentFromFormType(formType: FormType): FormUrlSegment {
  return kindOf(formType).segment;
}

export function formTypeEnumFromFormType(formType: FormType): FormTypeEnum {
  return kindOf(formType).enumValue;
}

/** `FUNDRAISING` → `Donation`; undefined for UNKNOWN or anything else. */
export function formTypeFromEnum(value: string): FormType | undefined {
  if (value === 'UNKNOWN') return undefined;
  return FORM_KINDS.find((kind) => kind.enumValue === value)?.formType;
}

/** The back-office says `ventes` (sales) for payment forms and uses the URL segment otherwise. */
export function adminPathSegment(formType: FormType): string {
  return formType === 'PaymentForm' ? 'ventes' : urlSegmentFromFormType(formType);
}

export interface AdminShortcutPaths {
  readonly edit: string;
  readonly share: string;
  readonly statistics: string;
  readonly administrators: string;
}

/** SPEC §2 admin shortcuts, relative to the back-office origin (which the caller knows). */
export function adminShortcutPaths(organizationSlug: string, formType: FormType, formSlug: string): AdminShortcutPaths {
  const base = `${organizationSlug}/${adminPathSegment(formType)}/${formSlug}`;
  return {
    edit: `${base}/edition/1`,
    share: `${base}/diffusion`,
    statistics: `${base}/statistiques`,
    administrators: `${base}/administrateurs`,
  };
}
