import { glyphs, type IconName } from './glyphs';
import { icon } from './Icon.css';

export type { IconName } from './glyphs';

interface IconBaseProps {
  /** Which glyph to draw. */
  name: IconName;
  /** `text` is 1em: the icon follows the font size around it. @default 'text' */
  size?: 'text' | 'small' | 'medium' | 'large';
  /** Colour role; `current` takes the colour of the surrounding text. @default 'current' */
  tone?: 'current' | 'muted' | 'info' | 'success' | 'warning' | 'error' | 'link';
  'data-testid'?: string;
}

/** Decorative: the text next to it already says the same thing. Hidden from assistive technologies. */
interface DecorativeIconProps extends IconBaseProps {
  label?: undefined;
}

/** Meaningful on its own (no visible text carries its meaning): exposed as an image named `label`. */
interface LabelledIconProps extends IconBaseProps {
  /** Accessible name, from messages (e.g. "Paiement sécurisé"). */
  label: string;
}

/**
 * Either decorative (no `label`) or labelled (a non-optional `label`): the union makes
 * "meaningful but unnamed" impossible to write.
 */
export type IconProps = DecorativeIconProps | LabelledIconProps;

/**
 * An inline SVG icon. Decorative by default: `aria-hidden` and `focusable="false"` (old Edge
 * and IE put SVGs in the tab order). With a `label` it becomes `role="img"` with that name
 * (RGAA 1.1, 1.2).
 */
export function Icon({ name, size, tone, label, ...rest }: IconProps) {
  const accessibility =
    label === undefined ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);
  return (
    <svg
      {...rest}
      {...accessibility}
      className={icon({ size, tone })}
      viewBox="0 0 24 24"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {glyphs[name]}
    </svg>
  );
}
