/** Why a page is reported (SPEC §2, §5), without zod: the report form renders them with the page. */
export const REPORT_REASONS = ['DISLIKE', 'INTELLECTUAL_PROPERTY', 'OFF_TOPIC', 'SPAM'] as const;
