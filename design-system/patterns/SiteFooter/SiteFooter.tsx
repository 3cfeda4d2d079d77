'use client';

import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { ServerSiteFooter, type ServerSiteFooterProps } from './ServerSiteFooter';

export interface SiteFooterProps extends Omit<ServerSiteFooterProps, 'paymentMethodsTitle'> {
  /** Heading of the logos. @default strings.footerPaymentMethods */
  paymentMethodsTitle?: string;
}

/** The site footer in a client tree: ServerSiteFooter, the heading of its logos from the DesignSystemProvider. */
export function SiteFooter({ paymentMethodsTitle, ...props }: SiteFooterProps) {
  const strings = useDesignSystemStrings();
  return <ServerSiteFooter {...props} paymentMethodsTitle={paymentMethodsTitle ?? strings.footerPaymentMethods} />;
}
