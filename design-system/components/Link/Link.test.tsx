import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Link } from './Link';

describe('Link', () => {
  it('is a link named by its text, in the same tab by default', () => {
    renderWithStrings(<Link href="/cgu">conditions générales</Link>);
    const link = screen.getByRole('link', { name: 'conditions générales' });
    expect(link.getAttribute('href')).toBe('/cgu');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.querySelector('svg')).toBeNull();
  });

  it('announces a new tab in words, hides the icon, and protects the opener', () => {
    renderWithStrings(
      <Link href="https://example.org/guide" external>
        Guide des associations
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Guide des associations\s+\(ouvre une nouvelle fenêtre\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const icon = link.querySelector('svg')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('↗')).toBeNull();
  });

  it('says it in English too', () => {
    renderWithStrings(
      <Link href="https://example.org" external>
        Guide
      </Link>,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: /^Guide\s+\(opens in a new tab\)$/ })).toBeTruthy();
  });

  it('is reachable with the keyboard', async () => {
    renderWithStrings(<Link href="/cgu">conditions</Link>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });

  it('shows hover for a mouse, not for touch (as react-aria did)', () => {
    renderWithStrings(<Link href="/cgu">conditions</Link>);
    const link = screen.getByRole('link');
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(link.hasAttribute('data-hovered')).toBe(false);
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(link.hasAttribute('data-hovered')).toBe(true);
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    expect(link.hasAttribute('data-hovered')).toBe(false);
  });
});
