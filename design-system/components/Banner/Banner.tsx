'use client';

import { useRef, useState, type ReactNode } from 'react';
import { closeButton } from '../../internal/closeButton.css';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { Icon, type IconName } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Banner.css';
import { focusNeighbourOf } from './focusNeighbour';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerAction {
  /** Link text that says where it goes ("Modifier les paramètres"). */
  label: ReactNode;
  href: string;
  /** Opens in a new tab, announced (e.g. the back office). @default false */
  external?: boolean;
}

export interface BannerProps {
  /** Tone; each one has its icon and a visually hidden prefix ("Attention :"). @default 'info' */
  tone?: BannerTone;
  /** Short bold first line. */
  title?: ReactNode;
  /** Renders the title as a heading of this level (page-level banners); a bold paragraph otherwise. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The message. */
  children?: ReactNode;
  /** One link after the message, e.g. to the form's settings. */
  action?: BannerAction;
  /**
   * Interrupts screen-reader users (`role="alert"`) instead of the polite `role="status"`.
   * Only for something that needs attention now, like a payment that failed. @default false
   */
  urgent?: boolean;
  /** Shows a close button; the banner then hides itself. @default false */
  isDismissible?: boolean;
  /** Called after the banner is dismissed. */
  onDismiss?: () => void;
  'data-testid'?: string;
}

const icons: Record<BannerTone, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'error' };
const prefixes = {
  info: 'statusInfo',
  success: 'statusSuccess',
  warning: 'statusWarning',
  error: 'statusError',
} as const;

/**
 * A message about the page or the form (draft, closed, payment suspended, saved).
 * The text is in a polite live region (or an alert when `urgent`), the tone is given in
 * words to screen readers, and dismissing it moves focus to the next control instead of
 * losing it.
 */
export function Banner({
  tone = 'info',
  title,
  headingLevel,
  children,
  action,
  urgent = false,
  isDismissible = false,
  onDismiss,
  'data-testid': testId,
}: BannerProps) {
  const strings = useDesignSystemStrings();
  const [dismissed, setDismissed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  if (dismissed) return null;

  // The space sits outside the hidden span so every accessible-name algorithm keeps it.
  const prefix = (
    <>
      <VisuallyHidden>{strings[prefixes[tone]]}</VisuallyHidden>{' '}
    </>
  );
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div ref={root} className={styles.banner({ tone })} data-tone={tone} data-testid={testId}>
      <div className={styles.live} role={urgent ? 'alert' : 'status'}>
        <span className={styles.icon}>
          <Icon name={icons[tone]} tone={tone} />
        </span>
        <div className={styles.content}>
          {title ?
            <Title className={styles.title}>
              {prefix}
              {title}
            </Title>
          : null}
          {children ?
            <div className={styles.message}>
              {title ? null : prefix}
              {children}
            </div>
          : null}
          {action ?
            <p className={styles.message}>
              <Link href={action.href} external={action.external}>
                {action.label}
              </Link>
            </p>
          : null}
        </div>
      </div>
      {isDismissible ?
        <button
          type="button"
          className={closeButton}
          aria-label={strings.close}
          onClick={() => {
            if (root.current) focusNeighbourOf(root.current);
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <Icon name="close" />
        </button>
      : null}
    </div>
  );
}
