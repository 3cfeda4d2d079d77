'use client';

import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Text } from '../../components/Text/Text';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { formatPlain } from '../../strings/formatPlain';
import { code as codeStyle, hint as hintStyle, illustration, illustrationSoft, root } from './ErrorPage.css';

export interface ErrorPageProps {
  title: string;
  message: ReactNode;
  /** Error code (status or name, SPEC §8), shown as "Code d'erreur : 404" from the built-in strings. */
  code?: string | number;
  /**
   * The whole code line, already formatted.
   * @deprecated pass `code` instead; kept for the first call sites.
   */
  codeLabel?: string;
  /** Extra advice: the 504 variant adds a retry hint here. */
  hint?: ReactNode;
  /** Contact line (a sentence with a link). */
  contact?: ReactNode;
  /** Home, back and retry actions: links or buttons from the app. */
  actions: ReactNode;
  /** Level of the title's heading: 1 on full pages, 2 inside a page. @default 1 */
  headingLevel?: 1 | 2;
  /**
   * `server` is the 500 variant (SPEC §2): a different illustration and accent. A layout
   * variant, not a tone (the page's message keeps the error tone). @default 'default'
   */
  variant?: 'default' | 'server';
}

/**
 * Error page body (SPEC §2, §8): title, message, code, optional hint, actions and a
 * contact line. Presentational: the app picks the copy for each status.
 */
export function ErrorPage({
  title,
  message,
  code,
  codeLabel,
  hint,
  contact,
  actions,
  headingLevel = 1,
  variant = 'default',
}: ErrorPageProps) {
  const strings = useDesignSystemStrings();
  // formatPlain: the error boundaries load with every page, and should not bring the ICU formatter.
  const codeLine = code !== undefined ? formatPlain(strings.errorPageCode, { code: String(code) }) : codeLabel;
  return (
    <div className={root} data-variant={variant}>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={headingLevel}>{title}</Heading>
          {codeLine ?
            <span className={codeStyle}>{codeLine}</span>
          : null}
        </Stack>
        <Text size="large">{message}</Text>
        {hint ?
          <div className={hintStyle}>{hint}</div>
        : null}
        <Inline gap="medium">{actions}</Inline>
        {contact ?
          <Text tone="muted">{contact}</Text>
        : null}
      </Stack>
      <svg className={illustration} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className={illustrationSoft} cx="60" cy="60" r="56" />
        {variant === 'server' ?
          <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M40 34h40v30a20 20 0 0 1-40 0z" />
            <path d="M50 34V20M70 34V20M60 84v18" />
            <path d="M52 52l16 16M68 52L52 68" />
          </g>
        : <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round">
            <circle cx="52" cy="52" r="22" />
            <path d="M68 68l22 22" />
            <path d="M46 46l12 12M58 46L46 58" />
          </g>
        }
      </svg>
    </div>
  );
}
