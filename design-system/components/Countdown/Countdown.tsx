'use client';

import { useEffect, useRef, useState } from 'react';
import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatString } from '../../strings/formatString';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Countdown.css';

export interface CountdownProps {
  /** When the cart expires (SPEC §4: last update + 15 minutes). */
  expiresAt: Date | string;
  /**
   * The current time. When given, the countdown shows that instant and runs no timer: the
   * parent drives it (stories, tests, a shared clock). Without it, it follows the device
   * clock, once a second.
   */
  now?: Date | string | number;
  /** Minutes left at which screen readers hear the time left, politely. @default [10, 5, 2, 1] */
  announceAt?: readonly number[];
  /** Minutes left from which it turns to the warning style. @default 5 */
  warnAt?: number;
  /** Called once when the time is up (also on mount if already expired). */
  onExpire?: () => void;
  'data-testid'?: string;
}

const defaultAnnounceAt = [10, 5, 2, 1] as const;

const toTime = (value: Date | string | number) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

function useClock(now: CountdownProps['now']): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const controlled = now !== undefined;
  useEffect(() => {
    if (controlled) return;
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [controlled]);
  return controlled ? toTime(now) : deviceNow;
}

/**
 * Time left before the cart expires. Sighted users see mm:ss; screen readers get the time
 * in whole minutes, and a polite live region speaks only at a few thresholds and at expiry,
 * never every second. No `role="timer"`: it is poorly supported and some screen readers
 * would read every tick.
 */
export function Countdown({
  expiresAt,
  now,
  announceAt = defaultAnnounceAt,
  warnAt = 5,
  onExpire,
  'data-testid': testId,
}: CountdownProps) {
  const strings = useDesignSystemStrings();
  const locale = useDesignSystemLocale();
  const current = useClock(now);
  const seconds = Math.max(0, Math.ceil((toTime(expiresAt) - current) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const expired = seconds === 0;
  const remaining = formatString(strings.countdownRemaining, { minutes }, locale);

  // The last threshold crossed, kept only while its minute lasts: a stale "10 minutes"
  // must not stay in the page for a screen reader to find at 7 minutes.
  const [announced, setAnnounced] = useState<number | null>(null);
  const previous = useRef<number | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    const before = previous.current;
    previous.current = seconds;
    if (seconds === 0 && before !== 0) onExpireRef.current?.();
    // Nothing is announced on mount: only changes are news.
    if (before === null || seconds === 0) return;
    if (announceAt.some((threshold) => before > threshold * 60 && seconds <= threshold * 60)) {
      setAnnounced(Math.ceil(seconds / 60));
    }
  }, [seconds, announceAt]);

  const liveText =
    expired ? strings.countdownExpired
    : announced === minutes ? remaining
    : '';
  const state =
    expired ? 'expired'
    : minutes <= warnAt ? 'soon'
    : 'running';
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');

  return (
    <div className={styles.countdown({ state })} data-state={state} data-testid={testId}>
      {state === 'running' ? null : (
        <span className={styles.icon}>
          <Icon name={expired ? 'error' : 'warning'} tone={expired ? 'error' : 'warning'} />
        </span>
      )}
      {/* What is seen is hidden from screen readers, and the reverse: they get whole minutes. */}
      {expired ?
        <span aria-hidden="true">{strings.countdownExpired}</span>
      : <span className={styles.text}>
          <span aria-hidden="true" className={styles.label}>
            {strings.countdownLabel}
          </span>
          <span aria-hidden="true" className={styles.time} suppressHydrationWarning>
            {`${mm}:${ss}`}
          </span>
          <VisuallyHidden>{remaining}</VisuallyHidden>
        </span>
      }
      <span role="status">
        <VisuallyHidden>{liveText}</VisuallyHidden>
      </span>
    </div>
  );
}
