/**
 * The `/en` route variant (SPEC §2): English whatever the language cookie says. The last
 * segment of the journey's, the payment's and the regularisation's pages alike, so one
 * place says how it is spelt.
 */
export const ENGLISH_SEGMENT = 'en';

/** `/en` for the English variant, nothing for the page in the visitor's language. */
export const englishSuffix = (english: boolean | undefined) => (english ? `/${ENGLISH_SEGMENT}` : '');
