/**
 * Message keys of the `Rules` namespace: copy that rules produce outside validation
 * (tier states, tax-reduction sentence, dates, schedules). Values are filled through
 * `messageRef`, so the caller only translates.
 */
export const RULES_MESSAGES = {
  dateAtTime: 'Rules.dates.dateAtTime',
  dateOnly: 'Rules.dates.dateOnly',
  taxReductionCost: 'Rules.taxReduction.cost',
  tierSoldOut: 'Rules.tier.soldOut',
  tierLastAvailable: 'Rules.tier.lastAvailable',
  tierLimited: 'Rules.tier.limited',
  instalmentCount: 'Rules.instalments.count',
  instalmentMonthly: 'Rules.instalments.monthly',
} as const;
