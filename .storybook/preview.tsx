import '@fontsource-variable/inter/wght.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '../design-system/tokens/global.css';
import type { Decorator, Preview } from '@storybook/nextjs-vite';
import { NextIntlClientProvider } from 'next-intl';
import { useLayoutEffect } from 'react';
import { SCRIPT_FLAG_ATTRIBUTE } from '../design-system/internal/scriptFlag';
import { DesignSystemProvider } from '../design-system/providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../design-system/testing/compileMessages';
import {
  displayAttributes,
  displayOptions,
  defaultDisplaySettings,
  type DisplaySettings,
} from '../lib/display/settings';
import en from '../messages/en.json';
import fr from '../messages/fr.json';

// Stories run JavaScript: the flag the app's root layout sets before the first paint.
document.documentElement.setAttribute(SCRIPT_FLAG_ATTRIBUTE, '');

const messages = { fr, en } as const;
type StoryLocale = keyof typeof messages;

/**
 * The design system's strings as the app has them: compiled (next-intl's plugin compiles
 * messages/ at build time, Storybook's Vite does not run it). next-intl's own client keeps
 * the raw messages here: without the plugin's alias it formats them with its full formatter.
 */
const strings = {
  fr: compiledDesignSystemStrings(fr),
  en: compiledDesignSystemStrings(en),
};

/**
 * Every story renders inside the same providers as the app: next-intl with the real
 * messages, the design-system strings from the `DesignSystem` namespace, and the
 * display settings as attributes on <html>. The toolbar switches language and settings.
 */
const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'fr') as StoryLocale;
  const settings: DisplaySettings = {
    theme: context.globals.theme ?? defaultDisplaySettings.theme,
    contrast: context.globals.contrast ?? defaultDisplaySettings.contrast,
    textSize: context.globals.textSize ?? defaultDisplaySettings.textSize,
    textSpacing: context.globals.textSpacing ?? defaultDisplaySettings.textSpacing,
    motion: context.globals.motion ?? defaultDisplaySettings.motion,
    font: context.globals.font ?? defaultDisplaySettings.font,
  };
  return (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Paris">
      <DesignSystemProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} strings={strings[locale]}>
        <DocumentAttributes locale={locale} settings={settings} />
        <Story />
      </DesignSystemProvider>
    </NextIntlClientProvider>
  );
};

function DocumentAttributes({ locale, settings }: { locale: StoryLocale; settings: DisplaySettings }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    for (const [name, value] of Object.entries(displayAttributes(settings))) {
      document.documentElement.setAttribute(name, value);
    }
  });
  return null;
}

const toolbar = (
  title: string,
  icon: 'mirror' | 'contrast' | 'zoom' | 'paragraph' | 'play' | 'document',
  values: readonly string[],
) => ({
  description: title,
  toolbar: { title, icon, items: values.map((value) => ({ value, title: value })), dynamicTitle: true },
});

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Langue',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: toolbar('Thème', 'mirror', displayOptions.theme),
    contrast: toolbar('Contraste', 'contrast', displayOptions.contrast),
    textSize: toolbar('Taille du texte', 'zoom', displayOptions.textSize),
    textSpacing: toolbar('Espacement', 'paragraph', displayOptions.textSpacing),
    motion: toolbar('Animations', 'play', displayOptions.motion),
    font: toolbar('Police', 'document', displayOptions.font),
  },
  initialGlobals: { locale: 'fr', ...defaultDisplaySettings, theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Components', 'Patterns', 'Features'] } },
  },
};

export default preview;
