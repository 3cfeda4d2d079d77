import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/design-system/components/Button/Button';
import { Checkbox } from '@/design-system/components/Checkbox/Checkbox';
import { ComboBox, ComboBoxOption } from '@/design-system/components/ComboBox/ComboBox';
import { DateField } from '@/design-system/components/DateField/DateField';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { NumberField } from '@/design-system/components/NumberField/NumberField';
import { AmountField } from '@/design-system/components/AmountField/AmountField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup/RadioGroup';
import { Select, SelectOption } from '@/design-system/components/Select/Select';
import { Stepper } from '@/design-system/components/Stepper/Stepper';
import { Switch } from '@/design-system/components/Switch/Switch';
import { TextField } from '@/design-system/components/TextField/TextField';
import { Container } from '@/design-system/layout/Container/Container';
import { AmountPicker } from '@/design-system/patterns/AmountPicker/AmountPicker';
import { controlItem } from './ControlStatesGallery.css';

/** One control, named for the test that finds it (`data-control`) and screenshots its box. */
function Item({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={controlItem} data-control={name}>
      {children}
    </div>
  );
}

/**
 * Each design-system control as the product uses it, in a plain form: as it comes
 * (focus and choices are made by the test with the keyboard), invalid and disabled. The
 * same server-rendered markup is what a visitor without JavaScript gets.
 */
export async function ControlStatesGallery() {
  const t = await getTranslations('Sandbox.controlStates');
  const options = (['first', 'second', 'third'] as const).map((key) => ({ id: key, label: t(`options.${key}`) }));
  const radios = options.map((option) => (
    <Radio key={option.id} value={option.id}>
      {option.label}
    </Radio>
  ));
  const selectOptions = options.map((option) => (
    <SelectOption key={option.id} id={option.id}>
      {option.label}
    </SelectOption>
  ));
  return (
    <Container width="reading">
      <Heading level={1}>{t('title')}</Heading>
      <form action="#" noValidate>
        <Item name="radio-group">
          <RadioGroup label={t('radioGroup')} name="frequency">
            {radios}
          </RadioGroup>
        </Item>
        <Item name="radio-cards">
          <RadioGroup label={t('radioCards')} name="ticket">
            {options.map((option) => (
              <Radio key={option.id} value={option.id} appearance="card" description={t('cardDescription')}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        </Item>
        <Item name="amount-picker">
          <AmountPicker
            label={t('amountPicker')}
            name="amount"
            presets={[{ cents: 1500 }, { cents: 3000 }, { cents: 5000 }]}
            minCents={100}
            maxCents={1_000_000}
          />
        </Item>
        <Item name="checkbox">
          <Checkbox name="consent">{t('checkbox')}</Checkbox>
        </Item>
        <Item name="switch">
          <Switch name="newsletter">{t('switch')}</Switch>
        </Item>
        <Item name="text-field">
          <TextField label={t('textField')} name="lastName" />
        </Item>
        <Item name="number-field">
          <NumberField label={t('numberField')} name="count" />
        </Item>
        <Item name="amount-field">
          <AmountField label={t('amountField')} name="free" />
        </Item>
        <Item name="date-field">
          <DateField label={t('dateField')} name="birthDate" />
        </Item>
        <Item name="select">
          <Select label={t('select')} name="status">
            {selectOptions}
          </Select>
        </Item>
        <Item name="combobox">
          <ComboBox label={t('comboBox')} name="country">
            {options.map((option) => (
              <ComboBoxOption key={option.id} id={option.id}>
                {option.label}
              </ComboBoxOption>
            ))}
          </ComboBox>
        </Item>
        <Item name="button">
          <Button type="submit">{t('button')}</Button>
        </Item>
        <Item name="link">
          <Link href="#">{t('link')}</Link>
        </Item>
        <Item name="stepper">
          <Stepper
            steps={[{ title: t('steps.first'), href: '#' }, { title: t('steps.second') }, { title: t('steps.third') }]}
            currentStep={2}
          />
        </Item>
        <Item name="radio-group-invalid">
          <RadioGroup label={t('radioGroup')} name="frequencyInvalid" isInvalid errorMessage={t('errorChoice')}>
            {radios}
          </RadioGroup>
        </Item>
        <Item name="checkbox-invalid">
          <Checkbox name="consentInvalid" isInvalid errorMessage={t('errorConsent')}>
            {t('checkbox')}
          </Checkbox>
        </Item>
        <Item name="text-field-invalid">
          <TextField label={t('textField')} name="lastNameInvalid" errorMessage={t('errorText')} />
        </Item>
        <Item name="select-invalid">
          <Select label={t('select')} name="statusInvalid" isInvalid errorMessage={t('errorChoice')}>
            {selectOptions}
          </Select>
        </Item>
        <Item name="text-field-disabled">
          <TextField label={t('textField')} name="lastNameDisabled" isDisabled />
        </Item>
        <Item name="checkbox-disabled">
          <Checkbox name="consentDisabled" isDisabled>
            {t('checkbox')}
          </Checkbox>
        </Item>
        <Item name="button-disabled">
          <Button isDisabled>{t('button')}</Button>
        </Item>
      </form>
    </Container>
  );
}
