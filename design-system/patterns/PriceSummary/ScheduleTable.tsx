'use client';

import { formatDDMMYYYY, parseIsoDate } from '@/lib/rules/dates';
import { usePatternFormat } from '../../internal/patternFormat';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { caption as captionStyle, cell, columnHeader, row, table } from './PriceSummary.css';

export interface ScheduleTableProps {
  caption: string;
  /** Dates are ISO calendar dates (YYYY-MM-DD), shown DD/MM/YYYY in both languages (SPEC §9). */
  instalments: { date: string; amountCents: number }[];
}

/** The instalment schedule of PriceSummary: one row per date, the date as row header. */
export function ScheduleTable({ caption, instalments }: ScheduleTableProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  return (
    <table className={table}>
      <caption className={captionStyle}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={columnHeader}>
            {strings.priceSummaryDate}
          </th>
          <th scope="col" className={columnHeader} data-numeric="">
            {strings.priceSummaryAmount}
          </th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((instalment) => {
          const date = parseIsoDate(instalment.date);
          return (
            <tr key={instalment.date} className={row}>
              <th scope="row" className={cell}>
                <time dateTime={instalment.date}>{date ? formatDDMMYYYY(date) : instalment.date}</time>
              </th>
              <td className={cell} data-numeric="">
                {format.money(instalment.amountCents)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
