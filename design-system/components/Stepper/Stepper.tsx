'use client';

import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatString } from '../../strings/formatString';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Stepper.css';

export interface StepperStep {
  /** Step title, from messages ("Vos coordonnées"). */
  title: string;
  /** Address of the step: completed steps with an `href` become links back to them. */
  href?: string;
}

export interface StepperProps {
  /** Every step, in order (SPEC §2: the order journey has 4). */
  steps: readonly StepperStep[];
  /** The current step, from 1. */
  currentStep: number;
  'data-testid'?: string;
}

type Status = 'complete' | 'current' | 'upcoming';

/**
 * Where the payer is in a multi-step form. An ordered list with the current step marked
 * `aria-current="step"` and completed steps optionally linked; when narrower than 34rem
 * (phones, or large text) it shrinks to "Étape 2 sur 4 : Vos coordonnées" above a bar of
 * segments.
 */
export function Stepper({ steps, currentStep, 'data-testid': testId }: StepperProps) {
  const strings = useDesignSystemStrings();
  const locale = useDesignSystemLocale();
  const total = steps.length;
  const current = Math.min(Math.max(1, Math.round(currentStep)), total);
  const statusOf = (index: number): Status =>
    index + 1 < current ? 'complete'
    : index + 1 === current ? 'current'
    : 'upcoming';
  const hasLinks = steps.some((step, index) => step.href && statusOf(index) === 'complete');
  const summary = formatString(
    strings.stepperProgress,
    { current, total, title: steps[current - 1]?.title ?? '' },
    locale,
  );
  const content = (
    <>
      <p className={styles.summary}>{summary}</p>
      <div className={styles.segments} aria-hidden="true">
        {steps.map((step, index) => (
          <span key={index} className={styles.segment} data-status={statusOf(index)} />
        ))}
      </div>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const status = statusOf(index);
          const completed = status === 'complete';
          return (
            <li
              key={index}
              className={styles.item}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {completed ?
                  <Icon name="check" />
                : index + 1}
              </span>
              <span className={styles.title}>
                {completed && step.href ?
                  <Link href={step.href}>
                    {step.title} <VisuallyHidden>{strings.stepperCompleted}</VisuallyHidden>
                  </Link>
                : <>
                    {step.title}
                    {completed ?
                      <>
                        {' '}
                        <VisuallyHidden>{strings.stepperCompleted}</VisuallyHidden>
                      </>
                    : null}
                  </>
                }
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
  // A navigation landmark only when it really lets you navigate (completed steps as links).
  return hasLinks ?
      <nav className={styles.root} aria-label={strings.stepperLabel} data-testid={testId}>
        {content}
      </nav>
    : <div className={styles.root} role="group" aria-label={strings.stepperLabel} data-testid={testId}>
        {content}
      </div>;
}
