import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Link } from './Link';

describe('Link', () => {
  it('is a link named by its text, in the same tab by default', () => {
    renderWithStrings(<Link href="/cgu">conditions générales</Link>);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('conditions générales');
    expect(link).toHaveAttribute('href', '/cgu');
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('svg')).not.toBeInTheDocument();
  });

  it('announces a new tab in words, hides the icon, and protects the opener', () => {
    renderWithStrings(
      <Link href="https://example.org/guide" external>
        Guide des associations
      </Link>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(/^Guide des associations\s+\(ouvre une nouvelle fenêtre\)$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('↗')).not.toBeInTheDocument();
  });

  it('says it in English too', () => {
    renderWithStrings(
      <Link href="https://example.org" external>
        Guide
      </Link>,
      { locale: 'en' },
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Guide\s+\(opens in a new tab\)$/);
  });

  it('is reachable with the keyboard', async () => {
    renderWithStrings(<Link href="/cgu">conditions</Link>);
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('shows hover for a mouse, not for touch (as react-aria did)', () => {
    renderWithStrings(<Link href="/cgu">conditions</Link>);
    const link = screen.getByRole('link');
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(link).not.toHaveAttribute('data-hovered');
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(link).toHaveAttribute('data-hovered');
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    expect(link).not.toHaveAttribute('data-hovered');
  });
});
