/**
 * Built-in strings of the design system's pattern components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemPatterns` namespace of messages/fr.json and
 * messages/en.json; values are raw ICU templates formatted with `formatString`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PatternStrings {}

/** Every key of PatternStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const patternStringKeys = [] as const satisfies readonly (keyof PatternStrings)[];
