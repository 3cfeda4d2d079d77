'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  displayAttributes,
  displayOptions,
  type DisplaySettingName,
  type DisplaySettings as Settings,
} from '@/lib/display/settings';
import { Button } from '../../components/Button/Button';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Stack } from '../../layout/Stack/Stack';

export type DisplaySettingsLabels = {
  [K in DisplaySettingName]: { legend: string; description?: string } & Record<Settings[K], string>;
} & { submit: string };

export interface DisplaySettingsProps {
  /** The settings in force (from the cookie). */
  value: Settings;
  labels: DisplaySettingsLabels;
  /** Server action (or URL) that stores the settings: the form works without JavaScript. */
  action: string | ((formData: FormData) => void | Promise<void>);
  /** Hidden fields posted with the form, such as the page to return to. */
  hiddenFields?: Record<string, string>;
  /** Shown after a save (in a polite live region). */
  status?: ReactNode;
}

const settingNames = Object.keys(displayOptions) as DisplaySettingName[];

/**
 * "Paramètres d'affichage" (DSFR): theme, contrast, text size, text spacing, motion and
 * font. Each change is previewed at once on <html> when JavaScript runs; saving posts
 * the form so the server can set the cookie and render the next page right.
 */
export function DisplaySettings({ value, labels, action, hiddenFields = {}, status }: DisplaySettingsProps) {
  const [current, setCurrent] = useState(value);
  const formRef = useRef<HTMLFormElement>(null);

  function apply(updated: Settings) {
    setCurrent(updated);
    for (const [attribute, attributeValue] of Object.entries(displayAttributes(updated))) {
      document.documentElement.setAttribute(attribute, attributeValue);
    }
  }

  function preview(name: DisplaySettingName, next: string) {
    apply({ ...current, [name]: next } as Settings);
  }

  // A visitor may pick a radio (the native one) before the script hydrates the form; once it
  // has, their choice is kept and previewed rather than silently set back to the cookie's.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const chosen = Object.fromEntries(
      settingNames.map((name) => [
        name,
        form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value ?? value[name],
      ]),
    ) as Settings;
    if (settingNames.some((name) => chosen[name] !== value[name])) apply(chosen);
    // Only once, at hydration: afterwards the radio groups report every change themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form action={action} ref={formRef}>
      <Stack gap="large">
        {Object.entries(hiddenFields).map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        {settingNames.map((name) => {
          const groupLabels = labels[name] as { legend: string; description?: string } & Record<string, string>;
          return (
            <RadioGroup
              key={name}
              name={name}
              label={groupLabels.legend}
              description={groupLabels.description}
              value={current[name]}
              onChange={(next) => preview(name, next)}
            >
              {displayOptions[name].map((option) => (
                <Radio key={option} value={option}>
                  {groupLabels[option]}
                </Radio>
              ))}
            </RadioGroup>
          );
        })}
        <div>
          <Button type="submit">{labels.submit}</Button>
        </div>
        <div role="status">{status}</div>
      </Stack>
    </form>
  );
}
