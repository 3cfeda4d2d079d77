import type { ReactNode } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Inline } from '@/design-system/layout/Inline/Inline';
import { Stack } from '@/design-system/layout/Stack/Stack';

export interface OutcomePanelProps {
  tone: 'success' | 'info' | 'warning' | 'error';
  /** The banner's title, a level-2 heading under the page title. */
  title: string;
  message: ReactNode;
  /** More sentences under the banner (email to come, monthly payments, thanks for the tip). */
  details?: readonly string[];
  /** "Code : PAYMENT_REFUSED" (SPEC §8 codes are shown to help support). */
  codeLine?: string | null;
  links?: readonly { label: string; href: string }[];
}

/**
 * The body of a payment outcome (confirmed, pending, refused, cancelled, expired,
 * duplicated): a banner that says what happened, then what follows and where to go.
 * Presentational: the pages choose the copy from the API's status.
 */
export function OutcomePanel({ tone, title, message, details = [], codeLine, links = [] }: OutcomePanelProps) {
  return (
    <Stack gap="large">
      <Banner tone={tone} title={title} headingLevel={2}>
        {message}
      </Banner>
      {details.map((detail) => (
        <Text key={detail}>{detail}</Text>
      ))}
      {codeLine ?
        <Text tone="muted">{codeLine}</Text>
      : null}
      {links.length > 0 ?
        <Inline gap="large">
          {links.map((link) => (
            <Link key={link.href} href={link.href} variant="standalone">
              {link.label}
            </Link>
          ))}
        </Inline>
      : null}
    </Stack>
  );
}
