/**
 * Built-in strings of the design system's feedback components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemFeedback` namespace of messages/fr.json and
 * messages/en.json; values are raw ICU templates formatted with `formatString`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeedbackStrings {}

/** Every key of FeedbackStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const feedbackStringKeys = [] as const satisfies readonly (keyof FeedbackStrings)[];
