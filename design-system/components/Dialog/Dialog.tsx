'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { closeButton } from '../../internal/closeButton.css';
import { usePortalContainer } from '../../internal/portalContainer';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { Button, type ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Dialog.css';
import { useOverflow } from './useOverflow';

const scrollRegion = { tabIndex: 0, role: 'region' } as const;

export interface DialogProps extends Omit<RadixDialog.DialogProps, 'children' | 'modal'> {
  /** The dialog's heading and accessible name. Required: a dialog without a name is a trap for screen-reader users. */
  title: ReactNode;
  /** Keeps the title for assistive technologies only, when the content already makes the purpose obvious. @default false */
  hideTitle?: boolean;
  /** A short explanation under the title, read with the name when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom, outside the scrolling area: `DialogClose` and other buttons. */
  footer?: ReactNode;
  /** A `DialogTrigger` that opens the dialog (uncontrolled use). Without it, control `open` yourself. */
  trigger?: ReactElement;
  /** Maximum width from the tablet breakpoint; below 600 px the dialog is always full screen. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Receives focus on open instead of the first focusable element (the close button), e.g. the first field. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button
 * close it, the rest of the page is inert (aria-hidden), and focus returns to the element
 * that opened it, whether that is a `DialogTrigger` or any control of a controlled dialog.
 */
export function Dialog({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  size = 'medium',
  initialFocusRef,
  'data-testid': testId,
  ...rootProps
}: DialogProps) {
  const strings = useDesignSystemStrings();
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  const titleId = useId();
  const [bodyRef, bodyOverflows] = useOverflow<HTMLDivElement>();
  return (
    <RadixDialog.Root {...rootProps} modal>
      {trigger}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.contentWidth[size]}`}
          data-testid={testId}
          // Without a description, say so explicitly: Radix then does not look for one.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            // Still the element that opened the dialog: focus has not moved in yet.
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Radix only knows its own Trigger; a controlled dialog opened by any other
            // control gets its focus back too.
            const target = returnFocusRef.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {hideTitle ?
                <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
              : <span id={titleId}>{title}</span>}
            </RadixDialog.Title>
            <RadixDialog.Close className={closeButton} aria-label={strings.close}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {/* When the body scrolls, it joins the tab order as a named region, so keyboard
              users can scroll it with the arrow keys (WCAG 2.1.1; Safari does not focus
              scrolling containers on its own). */}
          <div
            ref={bodyRef}
            className={styles.body}
            {...(bodyOverflows ? { ...scrollRegion, 'aria-labelledby': titleId } : {})}
          >
            {description === undefined ? null : (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
            {children}
          </div>
          {footer ?
            <div className={styles.footer}>{footer}</div>
          : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export type DialogTriggerProps = Omit<ButtonProps, 'onPress'>;

/** A design-system Button that opens its Dialog (pass it as the Dialog's `trigger`). */
export function DialogTrigger(props: DialogTriggerProps) {
  return (
    <RadixDialog.Trigger asChild>
      <Button {...props} />
    </RadixDialog.Trigger>
  );
}

export type DialogCloseProps = Omit<ButtonProps, 'onPress'>;

/** A design-system Button that closes its Dialog ("Annuler"); secondary by default. */
export function DialogClose({ variant = 'secondary', ...props }: DialogCloseProps) {
  return (
    <RadixDialog.Close asChild>
      <Button variant={variant} {...props} />
    </RadixDialog.Close>
  );
}
