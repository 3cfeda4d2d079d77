'use client';

import type { ReactNode } from 'react';
import { DateField } from '../../components/DateField/DateField';
import { FileUpload } from '../../components/FileUpload/FileUpload';
import { NumberField } from '../../components/NumberField/NumberField';
import { PhoneField } from '../../components/PhoneField/PhoneField';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Text } from '../../components/Text/Text';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { ZipCodeField } from '../../components/ZipCodeField/ZipCodeField';
import { Stack } from '../../layout/Stack/Stack';

/** The kinds of field an association adds to its form (SPEC §3 custom fields). */
export type CustomFieldType =
  'TextInput' | 'FreeText' | 'Date' | 'Phone' | 'Zipcode' | 'Number' | 'YesNo' | 'ChoiceList' | 'File';

/** The copy a field type adds around its label (from the page's messages). */
export interface CustomFieldLabels {
  yes: string;
  no: string;
  phoneHint: ReactNode;
  fileHint: ReactNode;
  /** The accepted formats as people read them ("PDF, PNG ou JPEG"). */
  fileFormats: string;
  fileTooLarge: string;
  fileWrongFormat: string;
  /** Said under a File field whose file was already sent. */
  fileKept: ReactNode;
}

export interface CustomFieldProps {
  type: CustomFieldType;
  /** The association's label for the field: its accessible name. */
  label: string;
  /** The choices of a ChoiceList, in the association's order. */
  choices?: readonly string[];
  /** The posted name and the id the error summary links to. */
  name: string;
  id?: string;
  isRequired?: boolean;
  errorMessage?: string | undefined;
  isInvalid?: boolean;
  /** The answer to show (the cart's, or the refused post's). */
  defaultValue?: string | undefined;
  labels: CustomFieldLabels;
  /** What YesNo posts (the API's text for yes and no). */
  yesValue: string;
  noValue: string;
  /** A File field's limits. */
  file?: { accept: readonly string[]; maxSize: number };
  /**
   * A File field already answered (an upload saved in the cart, or kept from a refused
   * post): its id is posted again under `name` unless a new file replaces it.
   */
  keptFile?: { name: string; value: string } | undefined;
}

/**
 * One field an association added to its form, drawn with the design system's field for
 * its type: a date typed DD/MM/YYYY, a phone number, a postcode, a number, a long text,
 * Oui/Non radios, a list of choices as radios (they work without JavaScript, unlike a
 * listbox), a file upload with its formats and size checked before sending, or a text.
 * An unknown type is drawn as text, so a new type on the API never hides a field.
 */
export function CustomField({
  type,
  label,
  choices = [],
  labels,
  yesValue,
  noValue,
  file,
  keptFile,
  defaultValue,
  ...field
}: CustomFieldProps) {
  const text = { ...field, label, defaultValue };
  switch (type) {
    case 'Date':
      return <DateField {...text} />;
    case 'Phone':
      return <PhoneField {...text} description={labels.phoneHint} />;
    case 'Zipcode':
      return <ZipCodeField {...text} inputMode="numeric" />;
    case 'Number':
      return <NumberField {...text} />;
    case 'FreeText':
      return <TextArea {...text} />;
    case 'YesNo':
    case 'ChoiceList':
      return (
        <RadioGroup
          {...field}
          label={label}
          defaultValue={defaultValue ?? null}
          orientation={type === 'YesNo' ? 'horizontal' : 'vertical'}
        >
          {type === 'YesNo' ?
            <>
              <Radio value={yesValue}>{labels.yes}</Radio>
              <Radio value={noValue}>{labels.no}</Radio>
            </>
          : choices.map((choice) => (
              <Radio key={choice} value={choice}>
                {choice}
              </Radio>
            ))
          }
        </RadioGroup>
      );
    case 'File':
      return (
        <Stack gap="small">
          <FileUpload
            label={label}
            name={field.name}
            id={field.id}
            description={labels.fileHint}
            errorMessage={field.errorMessage}
            accept={file?.accept}
            acceptLabel={labels.fileFormats}
            maxSize={file?.maxSize}
            tooLargeMessage={labels.fileTooLarge}
            wrongFormatMessage={labels.fileWrongFormat}
            // A file already sent answers the field until another replaces it.
            isRequired={(field.isRequired ?? false) && !keptFile}
          />
          {keptFile ?
            <>
              <input type="hidden" name={keptFile.name} value={keptFile.value} />
              <Text tone="muted">{labels.fileKept}</Text>
            </>
          : null}
        </Stack>
      );
    default:
      return <TextField {...text} />;
  }
}
