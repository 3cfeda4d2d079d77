'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { Fieldset } from '@/design-system/components/Fieldset/Fieldset';
import { CustomField } from '@/design-system/patterns/CustomField/CustomField';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import { TextField } from '@/design-system/components/TextField/TextField';
import { MAX_UPLOAD_BYTES } from '@/lib/rules/constants';
import { initialText, type FieldPropsGetters, type FieldLike, type SummaryField } from '@/forms/fieldProps';
import { NO, YES } from '@/lib/rules/validation/yesNo';
import {
  copyableFields,
  copyFieldName,
  FILE_TYPES,
  keptFileName,
  PAYER_IS_FIRST_FIELD,
  participantNameFields,
  type ParticipantBlock,
  type ParticipantField,
} from './participants';
import type { PlaceUnit } from '@/lib/kinds/formKinds';

export interface ParticipantFieldsProps {
  blocks: readonly ParticipantBlock[];
  /** Conform's metadata of a posted name. */
  fieldOf: (name: string) => FieldLike & { key?: string };
  props: FieldPropsGetters;
}

/**
 * The participants' fields for the error summary, in the form's order, each named with its
 * place ("Prénom (Place 2 – Adulte)"): every place asks the same questions.
 */
export function useParticipantSummaryFields(
  blocks: readonly ParticipantBlock[],
  fieldOf: ParticipantFieldsProps['fieldOf'],
): SummaryField[] {
  const t = useTranslations('Participants');
  const tSummary = useTranslations('Forms');
  return blocks.flatMap((block) => {
    const group = t('place', { number: block.place + 1, tier: block.tierLabel, unit: block.unit });
    const entry = (name: string, field: string) => ({
      field: fieldOf(name),
      label: tSummary('errorSummaryFieldIn', { field, group }),
    });
    const names = participantNameFields(block.place);
    return [
      ...(block.named ?
        [
          entry(names.firstName, t('firstName', { unit: block.unit })),
          entry(names.lastName, t('lastName', { unit: block.unit })),
        ]
      : []),
      ...(block.place > 0 ?
        [entry(copyFieldName(block.place), t('copy', { unit: blocks[0]?.unit ?? block.unit }))]
      : []),
      ...block.fields.map((custom) => entry(custom.name, custom.field.label)),
    ];
  });
}

/** One custom field (SPEC §3): the design system's CustomField with the form layer's props. */
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
  const t = useTranslations('Participants');
  const { label, type, isRequired, values } = entry.field;
  // Uploaded before: saved in the cart, or sent with a post the server refused for another field.
  const kept = type === 'File' ? (entry.value ?? keptId) : undefined;
  return (
    <CustomField
      type={type}
      label={label}
      choices={values}
      {...props.text(field, { required: isRequired })}
      labels={{
        yes: t('yes'),
        no: t('no'),
        phoneHint: t('phoneHint'),
        fileHint: t('fileHint'),
        fileFormats: t('fileFormats'),
        fileTooLarge: t('fileTooLarge'),
        fileWrongFormat: t('fileWrongFormat'),
        fileKept: t('fileKept'),
      }}
      yesValue={YES}
      noValue={NO}
      file={{ accept: FILE_TYPES, maxSize: MAX_UPLOAD_BYTES }}
      keptFile={kept ? { name: keptFileName(field.name), value: kept } : undefined}
    />
  );
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
  const t = useTranslations('Participants');
  const hydrated = useHydrated();
  const first = blocks[0];
  if (!first || copyableFields(blocks, place).length === 0) return null;
  const field = fieldOf(copyFieldName(place));
  const { defaultSelected, ...checkbox } = props.checkbox(field);
  return (
    <Checkbox
      key={field.key}
      {...checkbox}
      isSelected={copied[place] ?? defaultSelected}
      onChange={(selected) => onCopied((current) => ({ ...current, [place]: selected }))}
      description={
        hydrated ?
          t('copyHint', { unit: first.unit, named: String(first.named) })
        : t('copyHintNoScript', { unit: first.unit, named: String(first.named) })
      }
    >
      {t('copy', { unit: first.unit })}
    </Checkbox>
  );
}

/** Who takes the place: first and last name, required (SPEC §3). */
function ParticipantNames({
  block,
  fieldOf,
  props,
}: Pick<ParticipantFieldsProps, 'fieldOf' | 'props'> & { block: ParticipantBlock }) {
  const t = useTranslations('Participants');
  const names = participantNameFields(block.place);
  const [firstName, lastName] = [fieldOf(names.firstName), fieldOf(names.lastName)];
  return (
    <>
      <TextField
        key={firstName.key}
        label={t('firstName', { unit: block.unit })}
        {...props.text(firstName, { required: true })}
      />
      <TextField
        key={lastName.key}
        label={t('lastName', { unit: block.unit })}
        {...props.text(lastName, { required: true })}
      />
    </>
  );
}

/**
 * Step 2's participant blocks: one fieldset per place, the participant's names then the
 * place's custom fields in order. A later
 * place may take place 1's answers ("same answers as place 1"): with JavaScript the fields
 * it fills are hidden; without, they stay and those left empty are filled by the server.
 */
export function ParticipantFields({ blocks, fieldOf, props }: ParticipantFieldsProps) {
  const t = useTranslations('Participants');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<Record<number, boolean>>({});
  return (
    <>
      {blocks.map((block) => (
        <Fieldset
          key={block.place}
          legend={t('place', { number: block.place + 1, tier: block.tierLabel, unit: block.unit })}
        >
          {block.named ?
            <ParticipantNames block={block} fieldOf={fieldOf} props={props} />
          : null}
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
        </Fieldset>
      ))}
    </>
  );
}

/** The payer's box "I am the participant of place 1" (SPEC §3 payer flag). */
export function PayerIsFirstBox({
  unit,
  isSelected,
  onChange,
}: {
  unit: PlaceUnit;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}) {
  const t = useTranslations('Participants');
  const hydrated = useHydrated();
  return (
    <Checkbox
      name={PAYER_IS_FIRST_FIELD}
      isSelected={isSelected}
      onChange={onChange}
      description={hydrated ? t('payerIsFirstHint', { unit }) : t('payerIsFirstHintNoScript', { unit })}
    >
      {t('payerIsFirst', { unit })}
    </Checkbox>
  );
}
