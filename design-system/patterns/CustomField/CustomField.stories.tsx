import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack';
import { useStoryCopy } from '../../testing/StoryCopy';
import { CustomField, type CustomFieldLabels, type CustomFieldProps, type CustomFieldType } from './CustomField';

const FIVE_MB = 5 * 1024 * 1024;
const FILE_TYPES = ['.pdf', '.png', '.jpg', '.jpeg'];

function useLabels(): CustomFieldLabels {
  const t = useStoryCopy();
  return {
    yes: t('customYes'),
    no: t('customNo'),
    phoneHint: t('phoneHint'),
    fileHint: t('customFileHint'),
    fileFormats: t('customFileFormats'),
    fileTooLarge: t('customFileTooLarge'),
    fileWrongFormat: t('customFileWrongFormat'),
    fileKept: t('customFileKept'),
  };
}

type Entry = { type: CustomFieldType; label: string } & Partial<CustomFieldProps>;

/** One field of each type, as an association's form would ask them for a place. */
function Fields({ overrides = {} }: { overrides?: Partial<Record<CustomFieldType, Partial<CustomFieldProps>>> }) {
  const t = useStoryCopy();
  const labels = useLabels();
  const entries: Entry[] = [
    { type: 'TextInput', label: t('customNameLabel'), isRequired: true },
    { type: 'FreeText', label: t('customCommentLabel') },
    { type: 'Date', label: t('customArrivalLabel'), isRequired: true },
    { type: 'Phone', label: t('phoneLabel') },
    { type: 'Zipcode', label: t('zipCodeLabel') },
    { type: 'Number', label: t('customAgeLabel') },
    { type: 'YesNo', label: t('customMinorLabel'), isRequired: true },
    { type: 'ChoiceList', label: t('customSizeLabel'), choices: t('customSizeChoices').split('|') },
    { type: 'File', label: t('customCertificateLabel'), isRequired: true },
  ];
  return (
    <form aria-label={t('formLabel')}>
      <Stack gap="large">
        {entries.map((entry) => (
          <CustomField
            key={entry.type}
            name={`champ-${entry.type}`}
            id={`champ-${entry.type}`}
            labels={labels}
            yesValue="Oui"
            noValue="Non"
            file={{ accept: FILE_TYPES, maxSize: FIVE_MB }}
            {...entry}
            {...overrides[entry.type]}
          />
        ))}
      </Stack>
    </form>
  );
}

const meta: Meta<typeof CustomField> = {
  title: 'Patterns/CustomField',
  component: CustomField,
  render: () => <Fields />,
};
export default meta;
type Story = StoryObj<typeof CustomField>;

/** Every type an association can add, each drawn with the design system's field for it. */
export const EveryType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    // Text, long text, date, phone, postcode and number are text boxes; the file its own input.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvasElement.querySelector('input[type="file"]')).toBeRequired();
  },
};

function RefusedExample() {
  const t = useStoryCopy();
  return (
    <Fields
      overrides={{
        TextInput: { errorMessage: t('requiredError'), isInvalid: true },
        Date: { defaultValue: '31/02/2027', errorMessage: t('customArrivalError'), isInvalid: true },
        YesNo: { errorMessage: t('requiredError'), isInvalid: true },
        ChoiceList: { defaultValue: 'M' },
        File: { keptFile: { name: 'champ-File-fichier', value: 'fichier-42' } },
      }}
    />
  );
}

/**
 * A refused post: each message on its field, the answers kept, and a file already sent
 * kept (the field is no longer required until another file replaces it).
 */
export const Refused: Story = {
  render: () => <RefusedExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toHaveLength(2);
    await expect(canvasElement.querySelector('input[type="hidden"][name="champ-File-fichier"]')).not.toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).not.toBeRequired();
  },
};
