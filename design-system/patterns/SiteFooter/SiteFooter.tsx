'use client';

import { useId, type ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Text } from '../../components/Text/Text';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { PaymentLogo, type PaymentLogoKind } from './PaymentLogo';
import {
  callToAction as callToActionStyle,
  check,
  featureItem,
  featureList,
  footer,
  footerLink,
  linkList,
  logoList,
  top,
} from './SiteFooter.css';

export interface SiteFooterLink {
  href: string;
  label: string;
}

export interface SiteFooterCallToAction {
  /** "Vous êtes une association ?" */
  title: string;
  text?: string;
  /** Link to the sign-up page of the main site. */
  href: string;
  /** "Créer mon formulaire gratuitement" */
  label: string;
}

export interface SiteFooterPaymentMethod {
  kind: PaymentLogoKind;
  /** Text alternative of the logo ("Carte bancaire"). */
  label: string;
}

export interface SiteFooterProps {
  /** Name of the footer navigation landmark. */
  navigationLabel: string;
  /** About, terms, legal notice, privacy, cookies, associations guide (SPEC §2). */
  links: SiteFooterLink[];
  /** Copyright line. */
  legal: string;
  /** The association call to action (SPEC §2). */
  callToAction?: SiteFooterCallToAction;
  /** The features block: a heading and a short list. */
  features?: { title: string; items: string[] };
  /** Payment-institution logos, as neutral placeholders with text alternatives. */
  paymentMethods?: SiteFooterPaymentMethod[];
  /** Heading of the logos. @default strings.footerPaymentMethods */
  paymentMethodsTitle?: string;
  /** Free content above the links (a tagline). */
  children?: ReactNode;
}

/** Site footer (SPEC §2): call to action, features, payment logos, useful links, copyright. */
export function SiteFooter({
  navigationLabel,
  links,
  legal,
  callToAction,
  features,
  paymentMethods,
  paymentMethodsTitle,
  children,
}: SiteFooterProps) {
  const strings = useDesignSystemStrings();
  const paymentHeadingId = useId();
  return (
    <footer className={footer}>
      <Container>
        <Stack gap="xlarge">
          {callToAction || features ?
            <div className={top}>
              {callToAction ?
                <div className={callToActionStyle}>
                  <Heading level={2} size="medium">
                    {callToAction.title}
                  </Heading>
                  {callToAction.text ?
                    <Text>{callToAction.text}</Text>
                  : null}
                  <Link href={callToAction.href} variant="standalone">
                    {callToAction.label}
                  </Link>
                </div>
              : null}
              {features ?
                <Stack gap="small">
                  <Heading level={2} size="medium">
                    {features.title}
                  </Heading>
                  <ul className={featureList}>
                    {features.items.map((item) => (
                      <li key={item} className={featureItem}>
                        <span className={check}>
                          <Icon name="check" tone="success" />
                        </span>
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </Stack>
              : null}
            </div>
          : null}
          {paymentMethods?.length ?
            <Stack gap="small">
              <Heading level={2} size="small" id={paymentHeadingId}>
                {paymentMethodsTitle ?? strings.footerPaymentMethods}
              </Heading>
              <ul className={logoList} aria-labelledby={paymentHeadingId}>
                {paymentMethods.map((method) => (
                  <li key={method.kind}>
                    <PaymentLogo kind={method.kind} label={method.label} />
                  </li>
                ))}
              </ul>
            </Stack>
          : null}
          {children}
          <nav aria-label={navigationLabel}>
            <ul className={linkList}>
              {links.map((link) => (
                <li key={link.href} className={footerLink}>
                  <Link href={link.href}>{link.label}</Link>
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
