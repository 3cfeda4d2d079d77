import type { ReactNode } from 'react';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { footer, linkList } from './SiteFooter.css';

export interface SiteFooterLink {
  href: string;
  label: string;
}

export interface SiteFooterProps {
  /** Name of the footer navigation landmark. */
  navigationLabel: string;
  links: SiteFooterLink[];
  /** Call to action and features block (SPEC §2). */
  children?: ReactNode;
  /** Copyright line. */
  legal: string;
}

export function SiteFooter({ navigationLabel, links, children, legal }: SiteFooterProps) {
  return (
    <footer className={footer}>
      <Container>
        <Stack gap="large">
          {children}
          <nav aria-label={navigationLabel}>
            <ul className={linkList}>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <Text size="small" tone="muted">
            {legal}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
