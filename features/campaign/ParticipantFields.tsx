'use client';

import { useTranslations } from 'next-intl';
import { DateField } from '@/design-system/components/DateField/DateField';
import { FileUpload } from '@/design-system/components/FileUpload/FileUpload';
import { NumberField } from '@/design-system/components/NumberField/NumberField';
import { PhoneField } from '@/design-system/components/PhoneField/PhoneField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import { Text } from '@/design-system/components/Text/Text';
import { TextArea } from '@/design-system/components/TextArea/TextArea';
import { TextField } from '@/design-system/components/TextField/TextField';
import { ZipCodeField } from '@/design-system/components/ZipCodeField/ZipCodeField';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { MAX_UPLOAD_BYTES } from '@/lib/api/contracts/carts';
import type { FieldPropsGetters, FieldLike } from '@/lib/forms/fieldProps';
import { NO, YES } from '@/lib/rules/validation/customFields';
import { FILE_TYPES, keptFileName, type ParticipantBlock, type ParticipantField } from './participants';
import { Fieldset } from '@/design-system/components/Fieldset/Fieldset';

export interface ParticipantFieldsProps {
  blocks: readonly ParticipantBlock[];
  /** Conform's metadata of a posted name. */
  fieldOf: (name: string) => FieldLike & { key?: string };
  props: FieldPropsGetters;
}

/** One custom field (SPEC §3) drawn by its type: the design system's field for each. */
function CustomFieldInput({
  entry,
  field,
  props,
}: {
  entry: ParticipantField;
  field: FieldLike;
  props: FieldPropsGetters;
}) {
  const t = useTranslations('Event.participants');
  const { label, type, isRequired, values } = entry.field;
  const required = { required: isRequired };
  switch (type) {
    case 'Date':
      return <DateField label={label} {...props.date(field, required)} />;
    case 'Phone':
      return <PhoneField label={label} description={t('phoneHint')} {...props.text(field, required)} />;
    case 'Zipcode':
      return <ZipCodeField label={label} inputMode="numeric" {...props.zipCode(field, required)} />;
    case 'Number':
      return <NumberField label={label} {...props.number(field, required)} />;
    case 'FreeText':
      return <TextArea label={label} {...props.text(field, required)} />;
    case 'YesNo':
      return (
        <RadioGroup label={label} orientation="horizontal" {...props.radioGroup(field, required)}>
          <Radio value={YES}>{t('yes')}</Radio>
          <Radio value={NO}>{t('no')}</Radio>
        </RadioGroup>
      );
    case 'ChoiceList':
      return (
        <RadioGroup label={label} {...props.radioGroup(field, required)}>
          {values.map((value) => (
            <Radio key={value} value={value}>
              {value}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'File': {
      const { errorMessage, isRequired: fileRequired } = props.text(field, required);
      return (
        <Stack gap="small">
          <FileUpload
            label={label}
            name={field.name}
            id={field.id}
            description={t('fileHint')}
            errorMessage={errorMessage}
            accept={FILE_TYPES}
            acceptLabel={t('fileFormats')}
            maxSize={MAX_UPLOAD_BYTES}
            tooLargeMessage={t('fileTooLarge')}
            wrongFormatMessage={t('fileWrongFormat')}
            isRequired={fileRequired && !entry.value}
          />
          {entry.value ?
            <>
              <input type="hidden" name={keptFileName(field.name)} value={entry.value} />
              <Text tone="muted">{t('fileKept')}</Text>
            </>
          : null}
        </Stack>
      );
    }
    default:
      return <TextField label={label} {...props.text(field, required)} />;
  }
}

/** Step 2's participant blocks: one fieldset per place, its custom fields in order. */
export function ParticipantFields({ blocks, fieldOf, props }: ParticipantFieldsProps) {
  const t = useTranslations('Event.participants');
  return (
    <>
      {blocks.map((block) => (
        <Fieldset key={block.place} legend={t('place', { number: block.place + 1, tier: block.tierLabel })}>
          {block.fields.length === 0 ?
            <Text tone="muted">{t('nothingToAsk')}</Text>
          : block.fields.map((entry) => {
              const field = fieldOf(entry.name);
              return <CustomFieldInput key={field.key ?? entry.name} entry={entry} field={field} props={props} />;
            })
          }
        </Fieldset>
      ))}
    </>
  );
}
