/**
 * The accessibility audit record: the one machine-readable source of the accessibility
 * statement (`/accessibilite`, AccessibilityStatement.tsx) and of docs/accessibility.md,
 * whose criteria table a test keeps equal to this record (auditRecord.test.ts).
 *
 * Words shown on the page (criterion labels, notes, exceptions, checks, pages) are in
 * messages/ under `AccessibilityStatement`, keyed by the ids below; this file holds
 * only facts. It lists all 106 criteria of RGAA 4.1. A criterion is `compliant` only
 * when a check listed in `checks` really verifies it on every audited page; one that no
 * automated check can decide is `needsPerson`, never `compliant`.
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

/**
 * `needsPerson`: no automated check can decide it (the relevance of a text, a reading
 * order, zoom); it waits for a person's pass and counts neither for nor against the rate.
 */
export type CriterionResult = 'compliant' | 'nonCompliant' | 'notApplicable' | 'needsPerson';

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
  | 'controlStates'
  /**
   * What a virtual screen reader (@guidepup/virtual-screen-reader, from the accessibility
   * tree) says on each step of each kind's journey and on the states that change without
   * a page load, kept as reviewed transcripts (tests/transcripts/). An automated pass, not
   * a person's: it does not replace NVDA or VoiceOver.
   */
  | 'screenReaderTranscripts';

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
  /** The checks that verify it: at least one for `compliant`; none otherwise (the note says why, for `notApplicable`). */
  checks: readonly AutomatedCheck[];
  /** The messages have `criteria.{key}.note` explaining the result (required for `nonCompliant` and `notApplicable`). */
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
  /** Number of criteria in the referential (the record lists each of them). */
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
  date: '2026-11-27',
  rgaaVersion: '4.1',
  rgaaCriteriaCount: 106,
  technologies: ['html', 'css', 'waiAria', 'javascript'],
  automatedChecks: [
    'axePages',
    'axeStories',
    'keyboardJourneys',
    'themeContrast',
    'skipLinkTest',
    'controlStates',
    'screenReaderTranscripts',
  ],
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
    { id: '1.2', topic: 'images', result: 'compliant', checks: ['axePages', 'axeStories', 'screenReaderTranscripts'] },
    { id: '1.3', topic: 'images', result: 'needsPerson', checks: [] },
    { id: '1.4', topic: 'images', result: 'notApplicable', checks: [], note: true },
    { id: '1.5', topic: 'images', result: 'notApplicable', checks: [], note: true },
    { id: '1.6', topic: 'images', result: 'needsPerson', checks: [] },
    { id: '1.7', topic: 'images', result: 'needsPerson', checks: [] },
    { id: '1.8', topic: 'images', result: 'needsPerson', checks: [] },
    { id: '1.9', topic: 'images', result: 'needsPerson', checks: [] },
    { id: '2.1', topic: 'frames', result: 'notApplicable', checks: [], note: true },
    { id: '2.2', topic: 'frames', result: 'notApplicable', checks: [], note: true },
    { id: '3.1', topic: 'colours', result: 'needsPerson', checks: [] },
    { id: '3.2', topic: 'colours', result: 'compliant', checks: ['axePages', 'axeStories', 'themeContrast'] },
    { id: '3.3', topic: 'colours', result: 'compliant', checks: ['themeContrast', 'controlStates'] },
    { id: '4.1', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.2', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.3', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.4', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.5', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.6', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.7', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.8', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.9', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.10', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.11', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.12', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '4.13', topic: 'multimedia', result: 'notApplicable', checks: [], note: true },
    { id: '5.1', topic: 'tables', result: 'needsPerson', checks: [] },
    { id: '5.2', topic: 'tables', result: 'needsPerson', checks: [] },
    { id: '5.3', topic: 'tables', result: 'notApplicable', checks: [], note: true },
    {
      id: '5.4',
      topic: 'tables',
      result: 'compliant',
      checks: ['screenReaderTranscripts', 'keyboardJourneys'],
      note: true,
    },
    { id: '5.5', topic: 'tables', result: 'needsPerson', checks: [] },
    { id: '5.6', topic: 'tables', result: 'needsPerson', checks: [] },
    { id: '5.7', topic: 'tables', result: 'needsPerson', checks: [] },
    { id: '5.8', topic: 'tables', result: 'notApplicable', checks: [], note: true },
    // Each error summary link names its field ("Prénom : Ce champ est obligatoire"); the
    // transcripts list every link of every step, and assert no two summary links read alike.
    { id: '6.1', topic: 'links', result: 'compliant', checks: ['screenReaderTranscripts'], note: true },
    { id: '6.2', topic: 'links', result: 'compliant', checks: ['axePages', 'axeStories'] },
    {
      id: '7.1',
      topic: 'scripts',
      result: 'compliant',
      checks: ['axePages', 'axeStories', 'screenReaderTranscripts'],
      note: true,
    },
    { id: '7.2', topic: 'scripts', result: 'compliant', checks: ['keyboardJourneys'], note: true },
    { id: '7.3', topic: 'scripts', result: 'compliant', checks: ['keyboardJourneys'] },
    { id: '7.4', topic: 'scripts', result: 'needsPerson', checks: [] },
    { id: '7.5', topic: 'scripts', result: 'compliant', checks: ['screenReaderTranscripts'], note: true },
    { id: '8.1', topic: 'mandatoryElements', result: 'compliant', checks: ['screenReaderTranscripts'], note: true },
    { id: '8.2', topic: 'mandatoryElements', result: 'needsPerson', checks: [] },
    { id: '8.3', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.4', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.5', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.6', topic: 'mandatoryElements', result: 'needsPerson', checks: [] },
    { id: '8.7', topic: 'mandatoryElements', result: 'needsPerson', checks: [] },
    { id: '8.8', topic: 'mandatoryElements', result: 'compliant', checks: ['axePages'] },
    { id: '8.9', topic: 'mandatoryElements', result: 'needsPerson', checks: [] },
    { id: '8.10', topic: 'mandatoryElements', result: 'notApplicable', checks: [], note: true },
    { id: '9.1', topic: 'structure', result: 'compliant', checks: ['axePages', 'axeStories'] },
    { id: '9.2', topic: 'structure', result: 'compliant', checks: ['axePages'] },
    { id: '9.3', topic: 'structure', result: 'compliant', checks: ['axePages', 'axeStories'] },
    { id: '9.4', topic: 'structure', result: 'needsPerson', checks: [] },
    { id: '10.1', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.2', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.3', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.4', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.5', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.6', topic: 'presentation', result: 'compliant', checks: ['axePages'] },
    { id: '10.7', topic: 'presentation', result: 'compliant', checks: ['keyboardJourneys', 'controlStates'] },
    { id: '10.8', topic: 'presentation', result: 'compliant', checks: ['axePages', 'screenReaderTranscripts'] },
    { id: '10.9', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.10', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.11', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.12', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.13', topic: 'presentation', result: 'needsPerson', checks: [] },
    { id: '10.14', topic: 'presentation', result: 'needsPerson', checks: [] },
    {
      id: '11.1',
      topic: 'forms',
      result: 'compliant',
      checks: ['axePages', 'axeStories', 'keyboardJourneys', 'screenReaderTranscripts'],
    },
    { id: '11.2', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.3', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.4', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.5', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.6', topic: 'forms', result: 'compliant', checks: ['axePages', 'screenReaderTranscripts'], note: true },
    { id: '11.7', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.8', topic: 'forms', result: 'notApplicable', checks: [], note: true },
    { id: '11.9', topic: 'forms', result: 'needsPerson', checks: [] },
    {
      id: '11.10',
      topic: 'forms',
      result: 'compliant',
      checks: ['screenReaderTranscripts', 'keyboardJourneys'],
      note: true,
    },
    { id: '11.11', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '11.12', topic: 'forms', result: 'compliant', checks: ['keyboardJourneys'], note: true },
    { id: '11.13', topic: 'forms', result: 'needsPerson', checks: [] },
    { id: '12.1', topic: 'navigation', result: 'needsPerson', checks: [] },
    { id: '12.2', topic: 'navigation', result: 'needsPerson', checks: [] },
    { id: '12.3', topic: 'navigation', result: 'notApplicable', checks: [], note: true },
    { id: '12.4', topic: 'navigation', result: 'notApplicable', checks: [], note: true },
    { id: '12.5', topic: 'navigation', result: 'notApplicable', checks: [], note: true },
    { id: '12.6', topic: 'navigation', result: 'compliant', checks: ['axePages', 'skipLinkTest'] },
    { id: '12.7', topic: 'navigation', result: 'compliant', checks: ['skipLinkTest'] },
    { id: '12.8', topic: 'navigation', result: 'needsPerson', checks: [] },
    { id: '12.9', topic: 'navigation', result: 'compliant', checks: ['keyboardJourneys'] },
    { id: '12.10', topic: 'navigation', result: 'notApplicable', checks: [], note: true },
    { id: '12.11', topic: 'navigation', result: 'compliant', checks: ['keyboardJourneys'] },
    { id: '13.1', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.2', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.3', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.4', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.5', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.6', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.7', topic: 'consultation', result: 'notApplicable', checks: [], note: true },
    { id: '13.8', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.9', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.10', topic: 'consultation', result: 'notApplicable', checks: [], note: true },
    { id: '13.11', topic: 'consultation', result: 'needsPerson', checks: [] },
    { id: '13.12', topic: 'consultation', result: 'notApplicable', checks: [], note: true },
  ],
  exceptions: [],
};
