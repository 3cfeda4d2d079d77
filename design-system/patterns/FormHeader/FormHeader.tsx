'use client';

import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Link } from '../../components/Link/Link';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Text } from '../../components/Text/Text';
import { usePatternFormat } from '../../internal/patternFormat';
import { Stack } from '../../layout/Stack/Stack';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import {
  collected as collectedStyle,
  figures,
  header,
  image as imageStyle,
  organization as organizationStyle,
} from './FormHeader.css';

export interface FormHeaderProps {
  /** The form's title: the page's level-1 heading. */
  title: string;
  /** The association; a link to its page when `href` is given. */
  organization: { name: string; href?: string };
  /** An image slot (the form's banner); its alternative text is the caller's. */
  image?: ReactNode;
  /** Amount collected so far, in cents; without it (an event, a shop), no figures at all. */
  collectedCents?: number;
  /** Goal in cents; without one, no progress bar. */
  goalCents?: number | null;
  /** Funding percentage from the data; computed from collected and goal when absent. */
  percentage?: number;
  /** Number of contributions. */
  contributorsCount?: number;
  /** Short presentation under the title. */
  children?: ReactNode;
}

/**
 * The top of a crowdfunding or donation page: title (h1), association, optional image,
 * the amount collected against the goal (a meter with its percentage) and the number of
 * contributions.
 */
export function FormHeader({
  title,
  organization,
  image,
  collectedCents,
  goalCents,
  percentage,
  contributorsCount,
  children,
}: FormHeaderProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const collected = collectedCents ?? 0;
  const collectedText = format.message(strings.formHeaderCollected, { amount: format.money(collected) });
  const hasGoal = typeof goalCents === 'number' && goalCents > 0;
  const percent = percentage ?? (hasGoal ? Math.floor((collected / goalCents) * 100) : 0);
  const goalText = hasGoal ? format.message(strings.formHeaderGoal, { amount: format.money(goalCents) }) : null;

  return (
    <div className={header} data-has-image={image ? '' : undefined}>
      {image ?
        <div className={imageStyle}>{image}</div>
      : null}
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <p className={organizationStyle}>
            {organization.href ?
              <Link href={organization.href}>{organization.name}</Link>
            : organization.name}
          </p>
          {children}
        </Stack>
        {collectedCents === undefined ? null : (
          <div className={figures}>
            <div>
              <p className={collectedStyle}>{collectedText}</p>
              {goalText ?
                <Text tone="muted">{goalText}</Text>
              : null}
            </div>
            {hasGoal ?
              <ProgressBar label={strings.formHeaderProgress} value={percent} />
            : null}
            {contributorsCount !== undefined ?
              <Text tone="muted">{format.message(strings.formHeaderContributors, { count: contributorsCount })}</Text>
            : null}
          </div>
        )}
      </Stack>
    </div>
  );
}
