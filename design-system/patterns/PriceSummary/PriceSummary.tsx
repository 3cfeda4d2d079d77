'use client';

import type { ReactNode } from 'react';
import { usePatternFormat } from '../../internal/patternFormat';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { ScheduleTable } from './ScheduleTable';
import {
  caption as captionStyle,
  cell,
  columnHeader,
  lineDetails,
  row,
  summary,
  table,
  tableScroller,
  tipAction,
  tipTag,
  totalCell,
} from './PriceSummary.css';

export interface PriceSummaryLine {
  id: string;
  label: string;
  /** Omitted for lines without a count (a donation). */
  quantity?: number;
  /** The line's amount (quantity included), in cents. */
  amountCents: number;
  /** Secondary text under the label (options, participant). */
  details?: string;
}

export interface PriceSummaryTip {
  /** "Contribution volontaire à Entraide": says who receives it. */
  label: string;
  amountCents: number;
  /** Why it exists (the association pays no fee). */
  details?: ReactNode;
  /** "Modifier" link or button: the payer can change or remove it. */
  action?: ReactNode;
}

export interface PriceSummaryProps {
  /** Visible caption of the table ("Récapitulatif de votre commande"). */
  caption: string;
  lines: PriceSummaryLine[];
  /** A promo code: the amount is positive and shown as a deduction. */
  discount?: { label: string; amountCents: number };
  tip?: PriceSummaryTip;
  /** What the payer pays, computed by the rules (lines − discount + tip). */
  totalCents: number;
  /** @default strings.priceSummaryTotal */
  totalLabel?: string;
  /** The VAT the total includes ("Dont TVA"), on a row under it, as French receipts show it. */
  vat?: { label: string; amountCents: number };
  /** Instalments: a second table, one row per date (ISO YYYY-MM-DD). */
  schedule?: { caption: string; instalments: { date: string; amountCents: number }[] };
}

/**
 * The order summary (SPEC §3, PEERS §3–4): every line, the discount, the voluntary tip
 * on a line of its own with its "optional" tag and edit action, the total, and the
 * instalment schedule. Real tables: headers are announced with each amount.
 */
export function PriceSummary({
  caption,
  lines,
  discount,
  tip,
  totalCents,
  totalLabel,
  vat,
  schedule,
}: PriceSummaryProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const hasQuantity = lines.some((line) => line.quantity !== undefined);
  const quantityCell = (quantity?: number) =>
    hasQuantity ?
      <td className={cell} data-numeric="">
        {quantity}
      </td>
    : null;

  return (
    <div className={summary}>
      <div className={tableScroller}>
        <table className={table}>
          <caption className={captionStyle}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={columnHeader}>
                {strings.priceSummaryItem}
              </th>
              {hasQuantity ?
                <th scope="col" className={columnHeader} data-numeric="">
                  {strings.priceSummaryQuantity}
                </th>
              : null}
              <th scope="col" className={columnHeader} data-numeric="">
                {strings.priceSummaryAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className={row}>
                <th scope="row" className={cell}>
                  {line.label}
                  {line.details ?
                    <span className={lineDetails}>{line.details}</span>
                  : null}
                </th>
                {quantityCell(line.quantity)}
                <td className={cell} data-numeric="">
                  {format.money(line.amountCents)}
                </td>
              </tr>
            ))}
            {discount ?
              <tr className={row} data-kind="discount">
                <th scope="row" className={cell}>
                  {discount.label}
                </th>
                {quantityCell()}
                <td className={cell} data-numeric="">
                  {format.money(-discount.amountCents)}
                </td>
              </tr>
            : null}
            {tip ?
              <tr className={row} data-kind="tip">
                <th scope="row" className={cell}>
                  {tip.label}
                  <span className={tipTag}>{strings.priceSummaryTipOptional}</span>
                  {tip.details ?
                    <span className={lineDetails}>{tip.details}</span>
                  : null}
                  {tip.action ?
                    <span className={tipAction}>{tip.action}</span>
                  : null}
                </th>
                {quantityCell()}
                <td className={cell} data-numeric="">
                  {format.money(tip.amountCents)}
                </td>
              </tr>
            : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={totalCell} colSpan={hasQuantity ? 2 : 1}>
                {totalLabel ?? strings.priceSummaryTotal}
              </th>
              <td className={totalCell} data-numeric="">
                {format.money(totalCents)}
              </td>
            </tr>
            {vat ?
              <tr data-kind="vat">
                <th scope="row" className={cell} colSpan={hasQuantity ? 2 : 1}>
                  {vat.label}
                </th>
                <td className={cell} data-numeric="">
                  {format.money(vat.amountCents)}
                </td>
              </tr>
            : null}
          </tfoot>
        </table>
      </div>
      {schedule ?
        <ScheduleTable caption={schedule.caption} instalments={schedule.instalments} />
      : null}
    </div>
  );
}
