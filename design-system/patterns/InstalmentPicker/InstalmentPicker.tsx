'use client';

import type { ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from '../../components/RadioGroup/RadioGroup';
import { Stack } from '../../layout/Stack/Stack';
import { ScheduleTable, type ScheduleTableProps } from '../PriceSummary/ScheduleTable';

export interface InstalmentPickerProps extends Omit<RadioGroupProps, 'children' | 'orientation'> {
  /** The counts offered (1 = at once), each with its label ("En 3 fois sans frais"). */
  options: readonly { count: number; label: ReactNode }[];
  /** The schedule of the chosen plan: dates and amounts, shown before paying. */
  schedule?: ScheduleTableProps | undefined;
  /** Shown under the choice without JavaScript (a submit button that shows the schedule). */
  children?: ReactNode;
}

/**
 * How to pay an order: at once or in N instalments (SPEC §3 payment schedule), with the
 * schedule of the chosen plan right under the choice, so its dates and amounts are read
 * before paying.
 */
export function InstalmentPicker({ options, schedule, children, ...group }: InstalmentPickerProps) {
  return (
    <Stack gap="medium">
      <RadioGroup {...group}>
        {options.map((option) => (
          <Radio key={option.count} value={String(option.count)}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {children}
      {schedule ?
        <ScheduleTable {...schedule} />
      : null}
    </Stack>
  );
}
