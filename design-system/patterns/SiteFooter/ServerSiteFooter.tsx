import { useId, type ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Text } from '../../components/Text/Text';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
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

export interface ServerSiteFooterProps {
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
  /** Heading of the logos (the client `SiteFooter` defaults it to `strings.footerPaymentMethods`). */
  paymentMethodsTitle: string;
  /** Free content above the links (a tagline). */
  children?: ReactNode;
}

/**
 * Site footer (SPEC §2): call to action, features, payment logos, useful links, copyright.
 *
 * No string of the design system's own and no client context, so a server component
 * renders it and only its elements reach the browser, not its props or its code (the
 * app's chrome). In a client tree, `SiteFooter` renders it with the DesignSystemProvider's
 * heading of the logos.
 */
export function ServerSiteFooter({
  navigationLabel,
  links,
  legal,
  callToAction,
  features,
  paymentMethods,
  paymentMethodsTitle,
  children,
}: ServerSiteFooterProps) {
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
                {paymentMethodsTitle}
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
