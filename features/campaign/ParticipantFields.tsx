'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { useHydrated } from '@/lib/forms/useServerForm';
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
import { initialText, type FieldPropsGetters, type FieldLike } from '@/lib/forms/fieldProps';
import { NO, YES } from '@/lib/rules/validation/customFields';
import {
  copyableFields,
  copyFieldName,
  FILE_TYPES,
  keptFileName,
  type ParticipantBlock,
  type ParticipantField,
} from './participants';
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
  keptId,
}: {
  entry: ParticipantField;
  field: FieldLike;
  props: FieldPropsGetters;
  /** A File field's id from an upload of a refused post (its hidden field's posted value). */
  keptId?: string | undefined;
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
      // Uploaded before: saved in the cart, or sent with a post the server refused for another field.
      const kept = entry.value ?? keptId;
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
            isRequired={fileRequired && !kept}
          />
          {kept ?
            <>
              <input type="hidden" name={keptFileName(field.name)} value={kept} />
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

const copyableNames = (blocks: readonly ParticipantBlock[], place: number) =>
  new Set(copyableFields(blocks, place).map((entry) => entry.name));

/** "Same answers as place 1" on a later place that shares fields with it. */
function CopyBox({
  blocks,
  place,
  fieldOf,
  props,
  copied,
  onCopied,
}: ParticipantFieldsProps & {
  place: number;
  copied: Record<number, boolean>;
  onCopied: (update: (current: Record<number, boolean>) => Record<number, boolean>) => void;
}) {
  const t = useTranslations('Event.participants');
  const hydrated = useHydrated();
  if (copyableFields(blocks, place).length === 0) return null;
  const field = fieldOf(copyFieldName(place));
  const { defaultSelected, ...checkbox } = props.checkbox(field);
  return (
    <Checkbox
      key={field.key}
      {...checkbox}
      isSelected={copied[place] ?? defaultSelected}
      onChange={(selected) => onCopied((current) => ({ ...current, [place]: selected }))}
      description={hydrated ? t('copyHint') : t('copyHintNoScript')}
    >
      {t('copy')}
    </Checkbox>
  );
}

/**
 * Step 2's participant blocks: one fieldset per place, its custom fields in order. A later
 * place may take place 1's answers ("same answers as place 1"): with JavaScript the fields
 * it fills are hidden; without, they stay and those left empty are filled by the server.
 */
export function ParticipantFields({ blocks, fieldOf, props }: ParticipantFieldsProps) {
  const t = useTranslations('Event.participants');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<Record<number, boolean>>({});
  return (
    <>
      {blocks.map((block) => (
        <Fieldset key={block.place} legend={t('place', { number: block.place + 1, tier: block.tierLabel })}>
          {block.fields.length === 0 ?
            <Text tone="muted">{t('nothingToAsk')}</Text>
          : <>
              <CopyBox
                blocks={blocks}
                place={block.place}
                fieldOf={fieldOf}
                props={props}
                copied={copied}
                onCopied={setCopied}
              />
              {block.fields.map((entry) => {
                const field = fieldOf(entry.name);
                const filled = hydrated && copied[block.place] && copyableNames(blocks, block.place).has(entry.name);
                return filled ? null : (
                    <CustomFieldInput
                      key={field.key ?? entry.name}
                      entry={entry}
                      field={field}
                      props={props}
                      keptId={initialText(fieldOf(keptFileName(entry.name)))}
                    />
                  );
              })}
            </>
          }
        </Fieldset>
      ))}
    </>
  );
}
