'use client';

import type { ReactNode } from 'react';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Skeleton.css';

type Width = 'full' | 'threeQuarters' | 'half' | 'quarter';

export type SkeletonProps =
  | {
      /** A line of text (1em high) or a heading (1.5em). @default 'text' */
      shape?: 'text' | 'heading';
      /** Several lines; the last one is shorter, like a paragraph. @default 1 */
      lines?: number;
      /** @default 'full' */
      width?: Width;
    }
  | {
      /** A block: an image, a card, a field. */
      shape: 'rect';
      /** @default 'full' */
      width?: Width;
      /** `small` is a field or button (44 px). */
      height: 'small' | 'medium' | 'large';
    }
  | {
      /** An avatar or an icon. */
      shape: 'circle';
      size: 'small' | 'medium' | 'large';
    };

/**
 * A placeholder shape while content loads. Always hidden from assistive technologies:
 * put skeletons in a SkeletonGroup, which announces "Chargement" once.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.shape === 'circle') {
    return <span aria-hidden="true" className={styles.skeleton({ shape: 'circle', size: props.size })} />;
  }
  if (props.shape === 'rect') {
    return (
      <span
        aria-hidden="true"
        className={styles.skeleton({ shape: 'rect', width: props.width, height: props.height })}
      />
    );
  }
  const { shape = 'text', lines = 1, width = 'full' } = props;
  if (lines <= 1) return <span aria-hidden="true" className={styles.skeleton({ shape, width })} />;
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={styles.skeleton({ shape, width: index === lines - 1 ? 'threeQuarters' : width })}
        />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps {
  /** The Skeleton shapes, laid out like the content they stand for. */
  children: ReactNode;
  /** What is loading, when more precise than the built-in "Chargement" ("Chargement des tarifs"). */
  label?: string;
  'data-testid'?: string;
}

/**
 * Wraps the placeholders of one loading area: `aria-busy`, the shapes hidden, and one
 * visually hidden status message instead of a dozen meaningless boxes.
 */
export function SkeletonGroup({ children, label, 'data-testid': testId }: SkeletonGroupProps) {
  const strings = useDesignSystemStrings();
  return (
    <div className={styles.group} aria-busy="true" data-testid={testId}>
      <span role="status">
        <VisuallyHidden>{label ?? strings.loading}</VisuallyHidden>
      </span>
      <div aria-hidden="true" className={styles.group}>
        {children}
      </div>
    </div>
  );
}
