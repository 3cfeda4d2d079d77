/**
 * Decisions tier: the semantic colour contract, and its value in each theme.
 * Plain objects (no CSS) so the contrast test can check every pair the UI uses.
 * Each key's comment names the background it must contrast with.
 */
import { neutral, primary, status } from './palette';

export interface SemanticColors {
  text: {
    /** Body text on page, surface, raised and sunken backgrounds (4.5:1). */
    default: string;
    /** Secondary text (hints, metadata) on the same backgrounds (4.5:1). */
    muted: string;
    /** Links and link-looking buttons on page backgrounds (4.5:1). */
    link: string;
    linkHover: string;
    /** Text on the primary (brand) background (4.5:1). */
    onPrimary: string;
    /** Text on the danger background (4.5:1). */
    onDanger: string;
    error: string;
    success: string;
    warning: string;
    info: string;
    /** Disabled text: exempt from WCAG contrast, still kept at 3:1 here. */
    disabled: string;
  };
  background: {
    page: string;
    surface: string;
    raised: string;
    sunken: string;
    primary: string;
    primaryHover: string;
    primaryPressed: string;
    /** Subtle brand tint for selected cards and secondary button hover. */
    primarySubtle: string;
    danger: string;
    dangerHover: string;
    errorSubtle: string;
    successSubtle: string;
    warningSubtle: string;
    infoSubtle: string;
    disabled: string;
    /** Dialog backdrop; alpha is applied in CSS. */
    overlay: string;
  };
  border: {
    /** Decorative separators: no contrast requirement. */
    subtle: string;
    /** Input and control boundaries (3:1 against page and surface, WCAG 1.4.11). */
    strong: string;
    primary: string;
    error: string;
    success: string;
    warning: string;
    info: string;
  };
  focus: {
    /** Focus indicator (3:1 against page, surface and the primary background, WCAG 2.4.11/2.4.13). */
    ring: string;
    /** Inner gap between the control and the ring. */
    offset: string;
  };
}

export type ThemeName = 'light' | 'dark' | 'lightHighContrast' | 'darkHighContrast';

const light: SemanticColors = {
  text: {
    default: neutral[900],
    muted: neutral[600],
    link: primary[700],
    linkHover: primary[900],
    onPrimary: '#FFFFFF',
    onDanger: '#FFFFFF',
    error: status.error[600],
    success: status.success[600],
    warning: status.warning[600],
    info: status.info[600],
    disabled: neutral[500],
  },
  background: {
    page: neutral[0],
    surface: neutral[50],
    raised: neutral[0],
    sunken: neutral[100],
    primary: primary[600],
    primaryHover: primary[700],
    primaryPressed: primary[800],
    primarySubtle: primary[100],
    danger: status.error[600],
    dangerHover: status.error[700],
    errorSubtle: status.error[50],
    successSubtle: status.success[50],
    warningSubtle: status.warning[50],
    infoSubtle: status.info[50],
    disabled: neutral[100],
    overlay: neutral[950],
  },
  border: {
    subtle: neutral[200],
    strong: neutral[500],
    primary: primary[600],
    error: status.error[600],
    success: status.success[600],
    warning: status.warning[600],
    info: status.info[600],
  },
  focus: { ring: primary[800], offset: neutral[0] },
};

const dark: SemanticColors = {
  text: {
    default: neutral[50],
    muted: neutral[300],
    link: primary[300],
    linkHover: primary[200],
    onPrimary: neutral[950],
    onDanger: neutral[950],
    error: status.error[300],
    success: status.success[300],
    warning: status.warning[300],
    info: status.info[300],
    disabled: neutral[400],
  },
  background: {
    page: neutral[950],
    surface: neutral[900],
    raised: neutral[850],
    sunken: neutral[1000],
    primary: primary[300],
    primaryHover: primary[200],
    primaryPressed: primary[100],
    primarySubtle: primary[950],
    danger: status.error[300],
    dangerHover: '#FFBDBD',
    errorSubtle: status.error[950],
    successSubtle: status.success[950],
    warningSubtle: status.warning[950],
    infoSubtle: status.info[950],
    disabled: neutral[800],
    overlay: neutral[1000],
  },
  border: {
    subtle: neutral[700],
    strong: neutral[400],
    primary: primary[300],
    error: status.error[300],
    success: status.success[300],
    warning: status.warning[300],
    info: status.info[300],
  },
  focus: { ring: primary[200], offset: neutral[950] },
};

const lightHighContrast: SemanticColors = {
  text: {
    default: '#000000',
    muted: neutral[800],
    link: primary[900],
    linkHover: '#000000',
    onPrimary: '#FFFFFF',
    onDanger: '#FFFFFF',
    error: status.error[700],
    success: status.success[700],
    warning: status.warning[700],
    info: status.info[700],
    disabled: neutral[600],
  },
  background: {
    ...light.background,
    surface: '#FFFFFF',
    sunken: neutral[50],
    primary: primary[900],
    primaryHover: primary[950],
    primaryPressed: '#000000',
    danger: status.error[700],
    dangerHover: '#7A0E12',
  },
  border: {
    subtle: neutral[600],
    strong: '#000000',
    primary: primary[900],
    error: status.error[700],
    success: status.success[700],
    warning: status.warning[700],
    info: status.info[700],
  },
  focus: { ring: '#000000', offset: '#FFFFFF' },
};

const darkHighContrast: SemanticColors = {
  text: {
    default: '#FFFFFF',
    muted: neutral[100],
    link: primary[200],
    linkHover: '#FFFFFF',
    onPrimary: '#000000',
    onDanger: '#000000',
    error: '#FFBDBD',
    success: '#A6EBC1',
    warning: '#FFD2A3',
    info: '#BDD6FF',
    disabled: neutral[300],
  },
  background: {
    ...dark.background,
    page: '#000000',
    surface: '#000000',
    raised: neutral[950],
    sunken: '#000000',
    primary: primary[200],
    primaryHover: primary[100],
    primaryPressed: '#FFFFFF',
    danger: '#FFBDBD',
    dangerHover: '#FFE0E0',
  },
  border: {
    subtle: neutral[300],
    strong: '#FFFFFF',
    primary: primary[200],
    error: '#FFBDBD',
    success: '#A6EBC1',
    warning: '#FFD2A3',
    info: '#BDD6FF',
  },
  focus: { ring: '#FFFFFF', offset: '#000000' },
};

export const themes: Record<ThemeName, SemanticColors> = {
  light,
  dark,
  lightHighContrast,
  darkHighContrast,
};
