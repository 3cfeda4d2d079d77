import 'server-only';
import { getMessages } from 'next-intl/server';
import { designSystemStringsFrom, type DesignSystemStrings } from '@/design-system/strings/DesignSystemStrings';

/** Fills the design system's built-in strings from the messages (compiled at build time: next.config.ts). */
export async function loadDesignSystemStrings(): Promise<DesignSystemStrings> {
  return designSystemStringsFrom(await getMessages());
}
