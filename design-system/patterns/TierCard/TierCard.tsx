'use client';

import { useId, type ReactNode } from 'react';
import type { TierState } from '@/lib/rules/cart';
import { Heading } from '../../components/Heading/Heading';
import { usePatternFormat } from '../../internal/patternFormat';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import {
  badge,
  badgeIcon,
  card,
  control,
  description as descriptionStyle,
  price as priceStyle,
  priceLine,
  top,
} from './TierCard.css';

/** Fixed price, "à partir de" a minimum, or free price (the payer chooses). */
export type TierPrice = { kind: 'fixed'; cents: number } | { kind: 'minimum'; cents: number } | { kind: 'free' };

/** Ids a control in the card uses to be named by the title and described by price and status. */
export interface TierCardControlIds {
  labelledBy: string;
  describedBy: string;
}

export interface TierCardProps {
  title: string;
  price: TierPrice;
  /** Stock state from the rules (`tierState`). @default 'available' */
  availability?: TierState;
  /** Badge text ("Plus que 3 places disponibles", "Complet"), from the rules' message. */
  availabilityLabel?: string;
  description?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The choice made on the price's line (a QuantityStepper): `− [n] +` beside the price,
   * as payers read a tier on ticketing sites. A function receives the ids as `children` does.
   */
  action?: ReactNode | ((ids: TierCardControlIds) => ReactNode);
  /**
   * The selection control (checkbox, free price, options) under the card's text. A
   * function receives the ids to pass as aria-labelledby / aria-describedby. Disable it
   * when the tier is sold out.
   */
  children?: ReactNode | ((ids: TierCardControlIds) => ReactNode);
}

function StatusIcon({ availability }: { availability: TierState }) {
  return (
    <svg className={badgeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {availability === 'soldOut' ?
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8" cy="8" r="6" />
          <path d="M4 12l8-8" />
        </g>
      : <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 2h8M4 14h8M5 2c0 4 6 4 6 6s-6 2-6 6M11 2c0 4-6 4-6 6s6 2 6 6" />
        </g>
      }
    </svg>
  );
}

/** A tier (SPEC §3, §4): title, price, stock badge, description and a slot for its control. */
export function TierCard({
  title,
  price,
  availability = 'available',
  availabilityLabel,
  description,
  headingLevel = 3,
  action,
  children,
}: TierCardProps) {
  const strings = useDesignSystemStrings();
  const format = usePatternFormat();
  const id = useId();
  const ids = { title: `${id}-title`, price: `${id}-price`, status: `${id}-status`, description: `${id}-description` };
  const priceText =
    price.kind === 'free' ? strings.tierPriceOpen
    : price.kind === 'minimum' ? format.message(strings.tierPriceFrom, { amount: format.money(price.cents) })
    : price.cents === 0 ? strings.tierPriceZero
    : format.money(price.cents);
  const showBadge = availability !== 'available' && Boolean(availabilityLabel);
  const describedBy = [ids.price, showBadge && ids.status, description && ids.description].filter(Boolean).join(' ');
  const render = (slot: TierCardProps['children']) =>
    typeof slot === 'function' ? slot({ labelledBy: ids.title, describedBy }) : slot;
  const controlContent = render(children);
  const actionContent = render(action);
  const priceParagraph = (
    <p className={priceStyle} id={ids.price}>
      {priceText}
    </p>
  );

  // With controls, the card is a group named by its title: a control inside says what
  // it asks once ("Nombre de places"), the group says of which tier.
  return (
    <div
      className={card}
      data-availability={availability}
      role={controlContent || actionContent ? 'group' : undefined}
      aria-labelledby={controlContent || actionContent ? ids.title : undefined}
    >
      {actionContent ?
        <>
          <Heading level={headingLevel} size="medium" id={ids.title}>
            {title}
          </Heading>
          <div className={priceLine}>
            {priceParagraph}
            {actionContent}
          </div>
        </>
      : <div className={top}>
          <Heading level={headingLevel} size="medium" id={ids.title}>
            {title}
          </Heading>
          {priceParagraph}
        </div>
      }
      {showBadge ?
        <p className={badge({ availability })} id={ids.status}>
          <StatusIcon availability={availability} />
          {availabilityLabel}
        </p>
      : null}
      {description ?
        <div className={descriptionStyle} id={ids.description}>
          {description}
        </div>
      : null}
      {controlContent ?
        <div className={control}>{controlContent}</div>
      : null}
    </div>
  );
}
