/**
 * The accessibility audit record: the one machine-readable source of the accessibility
 * statement (`/accessibilite`, AccessibilityStatement.tsx) and of docs/accessibility.md,
 * whose criteria table a test keeps equal to this record (auditRecord.test.ts).
 *
 * Words shown on the page (criterion labels, notes, exceptions, checks, pages) are in
 * messages/ under `AccessibilityStatement`, keyed by the ids below; this file holds
 * only facts. A criterion is `compliant` only when a check listed in `checks` really
 * verifies it on every audited page; anything else stays out of the record or is
 * `nonCompliant`.
 */

/** RGAA 4.1 themes, in the referential's order (1 Images … 13 Consultation). */
export const rgaaThemes = [
  'images',
  'frames',
  'colours',
  'multimedia',
  'tables',
  'links',
  'scripts',
  'mandatoryElements',
  'structure',
  'presentation',
  'forms',
  'navigation',
  'consultation',
] as const;
export type RgaaTheme = (typeof rgaaThemes)[number];

export type CriterionResult = 'compliant' | 'nonCompliant' | 'notApplicable';

/** The project's automated checks (docs/testing.md), named on the page under "Environnement de test". */
export type AutomatedCheck =
  /** axe-core (WCAG 2.2 A/AA + best practices) on every page state in Playwright: fr and en, JavaScript on and off. */
  | 'axePages'
  /** axe-core on every Storybook story and in each display mode it lists. */
  | 'axeStories'
  /** Full journeys by keyboard alone in Playwright (Tab, arrows, Enter, Space), JavaScript on and off. */
  | 'keyboardJourneys'
  /** The unit test of every text/background and component/background pair of the four themes. */
  | 'themeContrast'
  /** The e2e check that the skip link is the first stop and shows when focused. */
  | 'skipLinkTest'
  /** Each design-system control's screenshots, focused, checked, invalid and disabled, equal with and without JavaScript. */
  | 'controlStates';

export type Technology = 'html' | 'css' | 'waiAria' | 'javascript';

export type AuditedPage =
  | 'home'
  | 'donation'
  | 'event'
  | 'membership'
  | 'shop'
  | 'paymentForm'
  | 'crowdfunding'
  | 'payment'
  | 'report'
  | 'accessibilityStatement';

/** One pass by a person: a keyboard alone, or a screen reader with a browser. */
export interface ManualCheck {
  /** ISO date (YYYY-MM-DD). */
  date: string;
  assistiveTechnology: 'keyboard' | 'nvda' | 'voiceOver';
  browser: 'firefox' | 'safari' | 'chromium';
}

export interface AuditedCriterion {
  /** RGAA 4.1 criterion number, "theme.criterion" (e.g. "10.7"). */
  id: string;
  /** The RGAA theme the criterion belongs to (its number before the dot). */
  topic: RgaaTheme;
  result: CriterionResult;
  /** The checks that verify it: at least one for `compliant`; none otherwise (the note says why). */
  checks: readonly AutomatedCheck[];
  /** The messages have `criteria.{key}.note` explaining the result (required unless compliant). */
  note?: true;
}

/** A known non-accessible content: the non-compliant criteria it breaks and their WCAG success criteria. */
export interface AuditException {
  /** Messages key: `exceptions.{id}`. */
  id: string;
  criteria: readonly { rgaa: string; wcag: string }[];
  /** `beingFixed`: a fix is under way. */
  status: 'beingFixed' | 'open';
}

export interface AuditRecord {
  /** Date of the statement and of the audit (ISO YYYY-MM-DD). */
  date: string;
  rgaaVersion: '4.1';
  /** Number of criteria in the referential (the audit covers a part of them). */
  rgaaCriteriaCount: number;
  technologies: readonly Technology[];
  automatedChecks: readonly AutomatedCheck[];
  /** Passes by a person. Empty: none recorded yet (the page and docs say so). */
  manualChecks: readonly ManualCheck[];
  pages: readonly AuditedPage[];
  criteria: readonly AuditedCriterion[];
  exceptions: readonly AuditException[];
}

/** Messages key of a criterion: "10.7" → "10_7" (next-intl reads dots as nesting). */
export const criterionKey = (id: string) => id.replace('.', '_');

export const auditRecord: AuditRecord = {
  date: '2026-11-25',
  rgaaVersion: '4.1',
  rgaaCriteriaCount: 106,
  technologies: ['html', 'css', 'waiAria', 'javascript'],
  automatedChecks: ['axePages', 'axeStories', 'keyboardJourneys', 'themeContrast', 'skipLinkTest', 'controlStates'],
  manualChecks: [],
  pages: [
    'home',
    'donation',
    'event',
    'membership',
    'shop',
    'paymentForm',
    'crowdfunding',
    'payment',
    'report',
    'accessibilityStatement',
  ],
  criteria: [
    { id: '1.1', topic: 'images', result: 'compliant', checks: ['axePages', 'axeStories'] },
    // No page of the app holds a frame (the widget is framed by others, it frames nothing).
    { id: '2.1', topic: 'frames', result: 'notApplicable', checks: [], note: true },
    { id: '2.2', topic: 'frames', result: 'notApplicable', checks: [], note: true },
    { id: '3.2', topic: 'colours', result: 'compliant', checks: ['axePages', 'axeStories', 'themeContrast'] },
    // States drawn from the browser's own state too (no JavaScript needed): control-states.spec.ts.
    { id: '3.3', topic: 'colours', result: 'compliant', checks: ['themeContrast', 'controlStates'] },
    { id: '6.2', topic: 'links', result: 'compliant', checks: ['axePages', 'axeStories'] },
    { id: '7.3', topic: 'scripts', result: 'compliant', checks: ['keyboardJourneys'] },
    { id: '8.3', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.4', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.5', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '9.1', topic: 'structure', result: 'compliant', checks: ['axePages', 'axeStories'] },
    { id: '9.2', topic: 'structure', result: 'compliant', checks: ['axePages'] },
    // A focus ring at every Tab stop of the journeys and of the other audited pages, with and without JavaScript.
    { id: '10.7', topic: 'presentation', result: 'compliant', checks: ['keyboardJourneys', 'controlStates'] },
    { id: '11.1', topic: 'forms', result: 'compliant', checks: ['axePages', 'axeStories', 'keyboardJourneys'] },
    { id: '12.6', topic: 'navigation', result: 'compliant', checks: ['axePages', 'skipLinkTest'] },
    { id: '12.7', topic: 'navigation', result: 'compliant', checks: ['skipLinkTest'] },
    { id: '12.9', topic: 'navigation', result: 'compliant', checks: ['keyboardJourneys'] },
  ],
  exceptions: [],
};
