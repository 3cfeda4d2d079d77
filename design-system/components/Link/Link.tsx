'use client';

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { hoverHandlers } from '../../internal/pointerStates';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { link } from './Link.css';

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'style' | 'children' | 'target' | 'href'
> {
  href: string;
  children: ReactNode;
  /** Opens in a new tab; the "opens in a new tab" hint is announced (RGAA 13.2). @default false */
  external?: boolean;
  /** `standalone` links stand alone (bold, no underline until hover). @default 'inline' */
  variant?: 'inline' | 'standalone';
  'data-testid'?: string;
}

/** A new tab never gets a handle on our window (reverse tabnabbing). */
const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A plain `<a>`: a link needs nothing of react-aria's interaction code (which every page
 * would carry, the header and footer being full of links). Hover is shown as react-aria
 * shows it (`data-hovered`, a mouse only: ../../internal/pointerStates), focus by
 * `:focus-visible`.
 */
export function Link({ children, external = false, variant, ...rest }: LinkProps) {
  const strings = useDesignSystemStrings();
  return (
    <a {...rest} {...hoverHandlers} className={link({ variant })} {...(external ? newTabAttributes : {})}>
      {children}
      {external ?
        <>
          {/* A no-break space, in the flow and outside the hidden span: it glues the icon to the
              last word, and separates the hint in the accessible name (a leading space inside the
              absolutely positioned hidden span would be dropped by the layout). */}
          {'\u00a0'}
          <Icon name="external" />
          <VisuallyHidden>{`(${strings.opensInNewTab})`}</VisuallyHidden>
        </>
      : null}
    </a>
  );
}
