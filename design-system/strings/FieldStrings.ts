/**
 * Built-in strings of the design system's field components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemFields` namespace of messages/fr.json and
 * messages/en.json; values are raw ICU templates formatted with `formatString`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FieldStrings {}

/** Every key of FieldStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const fieldStringKeys = [] as const satisfies readonly (keyof FieldStrings)[];
