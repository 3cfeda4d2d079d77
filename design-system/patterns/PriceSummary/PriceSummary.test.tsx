import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '@/lib/rules/money';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { PriceSummary, type PriceSummaryProps } from './PriceSummary';

const euros = (cents: number, locale: 'fr' | 'en' = 'fr') => formatCents(cents, locale).replace(/\s/g, ' ');
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

const order: PriceSummaryProps = {
  caption: 'Récapitulatif de votre commande',
  lines: [
    { id: 'adulte', label: 'Adulte', quantity: 2, amountCents: 5000 },
    { id: 'enfant', label: 'Enfant', quantity: 1, amountCents: 1000, details: 'Moins de 12 ans' },
  ],
  discount: { label: 'Code promo BIENVENUE', amountCents: 500 },
  tip: { label: 'Contribution volontaire à Entraide', amountCents: 300 },
  totalCents: 5800,
};

describe('PriceSummary', () => {
  it('is a captioned table with column headers, row headers and a total in the footer', () => {
    renderWithStrings(<PriceSummary {...order} />);
    const table = screen.getByRole('table', { name: 'Récapitulatif de votre commande' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['Désignation', 'Quantité', 'Montant']);
    expect(within(table).getAllByRole('rowheader').map(text)).toEqual([
      'Adulte',
      'EnfantMoins de 12 ans',
      'Code promo BIENVENUE',
      'Contribution volontaire à EntraideMontant facultatif',
      'Total',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map(text)).toEqual(['2', euros(5000)]);
    expect(within(rows[3]!).getAllByRole('cell').map(text)).toEqual(['', euros(-500)]);
    const total = rows[rows.length - 1]!;
    expect(total.parentElement?.tagName).toBe('TFOOT');
    expect(within(total).getByRole('cell').textContent?.replace(/\s/g, ' ')).toBe(euros(5800));
  });

  it('labels the tip as optional on its own line, with its edit action', async () => {
    const onEdit = vi.fn();
    renderWithStrings(
      <PriceSummary
        {...order}
        tip={{ ...order.tip!, action: <button onClick={onEdit}>Modifier ma contribution</button> }}
      />,
    );
    const tipHeader = screen.getByRole('rowheader', { name: /Contribution volontaire/ });
    expect(tipHeader).toHaveTextContent('Montant facultatif');
    await userEvent.click(within(tipHeader).getByRole('button', { name: 'Modifier ma contribution' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('drops the quantity column when no line has a quantity, and formats in English', () => {
    renderWithStrings(
      <PriceSummary
        caption="Summary"
        lines={[{ id: 'don', label: 'Donation', amountCents: 2000 }]}
        totalCents={2000}
      />,
      { locale: 'en' },
    );
    expect(screen.getAllByRole('columnheader').map(text)).toEqual(['Item', 'Amount']);
    expect(screen.getAllByText(euros(2000, 'en'))).toHaveLength(2);
  });

  it('shows the instalment schedule as a second captioned table', () => {
    renderWithStrings(
      <PriceSummary
        {...order}
        schedule={{
          caption: 'Échéancier',
          instalments: [
            { date: '2026-01-31', amountCents: 1934 },
            { date: '2026-02-28', amountCents: 1933 },
          ],
        }}
      />,
    );
    const schedule = screen.getByRole('table', { name: 'Échéancier' });
    expect(within(schedule).getAllByRole('columnheader').map(text)).toEqual(['Date', 'Montant']);
    expect(within(schedule).getAllByRole('rowheader').map(text)).toEqual(['31/01/2026', '28/02/2026']);
    expect(within(schedule).getByText('28/02/2026')).toHaveAttribute('datetime', '2026-02-28');
  });

  it('shows the VAT the total includes on a row of its own under the total', () => {
    renderWithStrings(<PriceSummary {...order} vat={{ label: 'Dont TVA', amountCents: 967 }} />);
    const row = screen.getByRole('row', { name: /Dont TVA/ });
    expect(text(within(row).getByRole('rowheader'))).toBe('Dont TVA');
    expect(text(within(row).getByRole('cell'))).toBe(euros(967));
  });
});
