import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Text } from '../../components/Text/Text';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { code as codeStyle, hint as hintStyle } from './ErrorPage.css';

export interface ErrorPageProps {
  title: string;
  message: ReactNode;
  /** Visible error code line, e.g. "Code d'erreur : 404". */
  codeLabel?: string;
  /** Extra advice: the 504 variant adds a retry hint here. */
  hint?: ReactNode;
  /** Contact line (a sentence with a link). */
  contact?: ReactNode;
  /** Home, back and retry actions; links or buttons from the app. */
  actions: ReactNode;
  /** Heading level: 1 on full pages, 2 inside a page. @default 1 */
  level?: 1 | 2;
}

/** Error page body (SPEC §2): title, message, code, contact link, home and back actions. */
export function ErrorPage({ title, message, codeLabel, hint, contact, actions, level = 1 }: ErrorPageProps) {
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={level}>{title}</Heading>
        {codeLabel ?
          <span className={codeStyle}>{codeLabel}</span>
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
  );
}
