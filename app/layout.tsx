import type { ReactNode } from 'react';
import { RootDocument, rootMetadata } from './rootDocument';

export const generateMetadata = rootMetadata;

/** Every page's document (./rootDocument). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
