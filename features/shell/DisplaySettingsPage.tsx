import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { DisplaySettings, type DisplaySettingsLabels } from '@/design-system/patterns/DisplaySettings/DisplaySettings';
import { basePath } from '@/lib/config';
import { displayOptions, type DisplaySettingName } from '@/lib/display/settings';
import { saveDisplaySettings } from './actions';
import { readDisplaySettings } from './displaySettingsCookie';
import { safeReturnPath } from '@/lib/http/returnPath';

export interface DisplaySettingsPageProps {
  saved: boolean;
  returnTo?: string;
}

/** The display settings page: the no-JavaScript home of the settings panel. */
export async function DisplaySettingsPage({ saved, returnTo }: DisplaySettingsPageProps) {
  const [t, settings] = await Promise.all([getTranslations('DisplaySettings'), readDisplaySettings()]);
  const back = safeReturnPath(returnTo);
  const labels = Object.fromEntries(
    (Object.keys(displayOptions) as DisplaySettingName[]).map((name) => [
      name,
      {
        legend: t(`${name}.legend`),
        ...(name === 'textSpacing' ? { description: t('textSpacing.increasedHint') } : {}),
        ...Object.fromEntries(displayOptions[name].map((option) => [option, t(`${name}.${option}`)])),
      },
    ]),
  ) as unknown as Omit<DisplaySettingsLabels, 'submit'>;
  return (
    <Container width="reading">
      <Stack gap="large">
        <Heading level={1}>{t('title')}</Heading>
        <Text>{t('intro')}</Text>
        <DisplaySettings
          value={settings}
          labels={{ ...labels, submit: t('submit') }}
          action={saveDisplaySettings}
          hiddenFields={back ? { returnTo: back } : {}}
          status={saved ? t('saved') : null}
        />
        {back ?
          <Link href={`${basePath}${back}`}>{t('back')}</Link>
        : null}
      </Stack>
    </Container>
  );
}
