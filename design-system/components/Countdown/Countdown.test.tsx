import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Countdown } from './Countdown';

const start = new Date('2026-06-12T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + (minutes * 60 + seconds) * 1000);

const live = () => screen.getByRole('status').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('shows mm:ss to the eye and whole minutes to screen readers', () => {
    const { container } = renderWithStrings(<Countdown expiresAt={at(14, 32)} now={start} />);
    const time = [...container.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent);
    expect(time).toContain('14:32');
    expect(time).toContain('Temps restant pour finaliser votre commande');
    expect(container.textContent).toContain('Votre panier expire dans 15 minutes');
    expect(live()).toBe('');
    expect(container.querySelector('[role="timer"]')).toBeNull();
  });

  it('uses the singular and the English strings', () => {
    const { container } = renderWithStrings(<Countdown expiresAt={at(0, 40)} now={start} />, { locale: 'en' });
    expect(container.textContent).toContain('Your basket expires in 1 minute');
  });

  it('announces only when a threshold is crossed (injected now)', () => {
    const { rerender } = renderWithStrings(<Countdown expiresAt={at(15)} now={start} />);
    expect(live()).toBe('');
    rerender(<Countdown expiresAt={at(15)} now={at(4, 59)} />);
    expect(live()).toBe('');
    rerender(<Countdown expiresAt={at(15)} now={at(5)} />);
    expect(live()).toBe('Votre panier expire dans 10 minutes');
    rerender(<Countdown expiresAt={at(15)} now={at(5, 30)} />);
    expect(live()).toBe('Votre panier expire dans 10 minutes');
    // A minute later the message is stale: it leaves the page.
    rerender(<Countdown expiresAt={at(15)} now={at(6, 1)} />);
    expect(live()).toBe('');
    rerender(<Countdown expiresAt={at(15)} now={at(10)} />);
    expect(live()).toBe('Votre panier expire dans 5 minutes');
  });

  it('with the device clock, speaks at 10, 5, 2 and 1 minutes and at expiry, never every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    const onExpire = vi.fn();
    renderWithStrings(<Countdown expiresAt={at(12)} onExpire={onExpire} />);
    // Every change of the live region's text, sampled every 5 seconds (the clock ticks
    // every second; an announcement stays a minute, so none is missed).
    const spoken: string[] = [];
    let last = live();
    for (let second = 0; second < 12 * 60 + 5; second += 5) {
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      const text = live();
      if (text !== last && text) spoken.push(text!);
      last = text;
    }
    expect(spoken).toEqual([
      'Votre panier expire dans 10 minutes',
      'Votre panier expire dans 5 minutes',
      'Votre panier expire dans 2 minutes',
      'Votre panier expire dans 1 minute',
      'Votre panier a expiré. Les articles réservés ont été libérés.',
    ]);
    expect(onExpire).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('shows the expired state and calls onExpire once when mounted after expiry, without announcing it', () => {
    const onExpire = vi.fn();
    const { container, rerender } = renderWithStrings(<Countdown expiresAt={at(1)} now={at(2)} onExpire={onExpire} />);
    expect(container.firstElementChild!).toHaveAttribute('data-state', 'expired');
    expect(live()).toBe('Votre panier a expiré. Les articles réservés ont été libérés.');
    rerender(<Countdown expiresAt={at(1)} now={at(3)} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('turns to the warning state at 5 minutes', () => {
    const { container, rerender } = renderWithStrings(<Countdown expiresAt={at(10)} now={at(4)} />);
    expect(container.firstElementChild!).toHaveAttribute('data-state', 'running');
    rerender(<Countdown expiresAt={at(10)} now={at(5)} />);
    expect(container.firstElementChild!).toHaveAttribute('data-state', 'soon');
  });

  it('accepts ISO strings', () => {
    const { container } = renderWithStrings(<Countdown expiresAt="2026-06-12T10:15:00Z" now="2026-06-12T10:00:00Z" />);
    expect(container.textContent).toContain('15:00');
  });
});
