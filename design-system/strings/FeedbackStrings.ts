/**
 * Built-in strings of the design system's feedback components (see DesignSystemStrings.ts).
 * Each key here must exist in the `DesignSystemFeedback` namespace of messages/fr.json and
 * messages/en.json; values are compiled messages, `Template`
 * for those with arguments, formatted with `formatString`.
 */
import type { Template } from './formatString';

export interface FeedbackStrings {
  /**
   * Toast: read before each toast by Radix's announcer ("Notification"), so screen-reader
   * users know the interruption is a notification.
   */
  toastLabel: string;
  /**
   * Visually hidden prefixes that give the tone of a Banner or Toast in words, since
   * colour and icon alone do not reach screen readers (WCAG 1.4.1, RGAA 3.1).
   */
  statusInfo: string;
  statusSuccess: string;
  statusWarning: string;
  statusError: string;
  /** Countdown: visible label before the mm:ss time left. */
  countdownLabel: string;
  /** Countdown: time left in whole minutes, rounded up; `{minutes}` is a number (plural). */
  countdownRemaining: Template;
  /** Countdown: shown and announced when the time is up. */
  countdownExpired: string;
  /** Stepper: progress and current step title; `{current}`, `{total}` numbers, `{title}` text. */
  stepperProgress: Template;
  /** Stepper: name of the navigation when completed steps are links. */
  stepperLabel: string;
  /** Stepper: visually hidden marker after a completed step ("(étape terminée)"). */
  stepperCompleted: string;
}

/** Every key of FeedbackStrings, checked against the messages by tests/i18n/messages.test.ts. */
export const feedbackStringKeys = [
  'toastLabel',
  'statusInfo',
  'statusSuccess',
  'statusWarning',
  'statusError',
  'countdownLabel',
  'countdownRemaining',
  'countdownExpired',
  'stepperProgress',
  'stepperLabel',
  'stepperCompleted',
] as const satisfies readonly (keyof FeedbackStrings)[];
