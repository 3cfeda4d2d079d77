/**
 * Built-in strings of the design system's pattern components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemPatterns` namespace of messages/fr.json and
 * messages/en.json; values are compiled messages, `Template`
 * for those with arguments, formatted with `formatString`.
 * Keys start with the pattern's name so that each pattern's strings stay together.
 */
import type { Template } from './formatString';

export interface PatternStrings {
  /** ErrorPage code line; `{code}` is the status or error name ("Code d'erreur : 404"). */
  errorPageCode: Template;
  /** SiteHeader: the button that opens the navigation on small screens ("Menu"). */
  headerMenu: string;
  /** SiteHeader: name of the account menu and its trigger; `{name}` is the visible user name. */
  headerAccountMenu: Template;
  /** SiteHeader: the anonymous user's button ("Se connecter"). */
  headerLogin: string;
  /** SiteFooter: heading of the payment-institution logos. */
  footerPaymentMethods: string;
  /** AdminShortcutsBar: name of its navigation landmark. */
  adminShortcutsLabel: string;
  /** TierCard: minimum price; `{amount}` is formatted money ("À partir de 10,00 €"). */
  tierPriceFrom: Template;
  /** TierCard: free price, the payer chooses ("Prix libre"). */
  tierPriceOpen: string;
  /** TierCard: fixed price of zero ("Gratuit"). */
  tierPriceZero: string;
  /** PriceSummary column headers. */
  priceSummaryItem: string;
  priceSummaryQuantity: string;
  priceSummaryAmount: string;
  /** PriceSummary: total row header. */
  priceSummaryTotal: string;
  /** PriceSummary: tag next to the tip, so nobody takes it for a fee. */
  priceSummaryTipOptional: string;
  /** PriceSummary: instalment schedule column headers. */
  priceSummaryDate: string;
  /** ContributorList: shown instead of a name. */
  contributorAnonymous: string;
  /** ContributorList: the "load more" button. */
  contributorLoadMore: string;
  /** ContributorList: announced after loading; `{count}` contributions shown (plural). */
  contributorShown: Template;
  /** FormHeader: `{amount}` collected so far. */
  formHeaderCollected: Template;
  /** FormHeader: `{amount}` goal. */
  formHeaderGoal: Template;
  /** FormHeader: `{count}` contributions (plural). */
  formHeaderContributors: Template;
  /** FormHeader: name of the progress bar. */
  formHeaderProgress: string;
  /** AmountPicker: the free amount radio ("Autre montant"). */
  amountOther: string;
  /** AmountPicker: label of the free amount field. */
  amountOtherField: string;
  /** AmountPicker hints; `{min}` and `{max}` are formatted money. */
  amountRange: Template;
  amountMin: Template;
  amountMax: Template;
}

/** Every key of PatternStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const patternStringKeys = [
  'errorPageCode',
  'headerMenu',
  'headerAccountMenu',
  'headerLogin',
  'footerPaymentMethods',
  'adminShortcutsLabel',
  'tierPriceFrom',
  'tierPriceOpen',
  'tierPriceZero',
  'priceSummaryItem',
  'priceSummaryQuantity',
  'priceSummaryAmount',
  'priceSummaryTotal',
  'priceSummaryTipOptional',
  'priceSummaryDate',
  'contributorAnonymous',
  'contributorLoadMore',
  'contributorShown',
  'formHeaderCollected',
  'formHeaderGoal',
  'formHeaderContributors',
  'formHeaderProgress',
  'amountOther',
  'amountOtherField',
  'amountRange',
  'amountMin',
  'amountMax',
] as const satisfies readonly (keyof PatternStrings)[];
