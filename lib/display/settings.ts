/**
 * Display settings ("paramètres d'affichage"): read from one cookie by the server so
 * the first byte already carries the right attributes on <html>, and written by a
 * server action (works without JavaScript) or by the client panel.
 */
export const DISPLAY_COOKIE = 'forms-display';
export const DISPLAY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const displayOptions = {
  theme: ['system', 'light', 'dark'],
  contrast: ['standard', 'high'],
  textSize: ['100', '125', '150', '200'],
  textSpacing: ['standard', 'increased'],
  motion: ['system', 'reduced'],
  font: ['standard', 'hyperlegible'],
} as const;

export type DisplaySettingName = keyof typeof displayOptions;
export type DisplaySettings = { [K in DisplaySettingName]: (typeof displayOptions)[K][number] };

export const defaultDisplaySettings: DisplaySettings = {
  theme: 'system',
  contrast: 'standard',
  textSize: '100',
  textSpacing: 'standard',
  motion: 'system',
  font: 'standard',
};

const settingNames = Object.keys(displayOptions) as DisplaySettingName[];

function pick<K extends DisplaySettingName>(name: K, value: unknown): DisplaySettings[K] | undefined {
  const allowed = displayOptions[name] as readonly string[];
  return typeof value === 'string' && allowed.includes(value) ? (value as DisplaySettings[K]) : undefined;
}

/** Lenient: unknown or tampered values fall back to the defaults one by one. */
export function parseDisplaySettings(raw: string | undefined | null): DisplaySettings {
  const params = new URLSearchParams(raw ?? '');
  const settings = { ...defaultDisplaySettings };
  for (const name of settingNames) {
    const value = pick(name, params.get(name));
    if (value) (settings as Record<DisplaySettingName, string>)[name] = value;
  }
  return settings;
}

/** Reads the settings from a submitted form; fields that are absent keep `current`. */
export function displaySettingsFromForm(form: FormData, current: DisplaySettings): DisplaySettings {
  const settings = { ...current };
  for (const name of settingNames) {
    const value = pick(name, form.get(name));
    if (value) (settings as Record<DisplaySettingName, string>)[name] = value;
  }
  return settings;
}

/** Only values that differ from the defaults are stored, to keep the cookie short. */
export function serializeDisplaySettings(settings: DisplaySettings): string {
  const params = new URLSearchParams();
  for (const name of settingNames) {
    if (settings[name] !== defaultDisplaySettings[name]) params.set(name, settings[name]);
  }
  return params.toString();
}

/** The attributes the global styles key on (design-system/tokens/global.css.ts). */
export function displayAttributes(settings: DisplaySettings): Record<string, string> {
  return {
    'data-theme': settings.theme,
    'data-contrast': settings.contrast,
    'data-text-size': settings.textSize,
    'data-text-spacing': settings.textSpacing,
    'data-motion': settings.motion,
    'data-font': settings.font,
  };
}
