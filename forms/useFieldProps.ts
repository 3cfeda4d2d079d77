'use client';

import { useTranslations } from 'next-intl';
import { fieldProps, type Translate } from './fieldProps';

/** The root translator with the shape the forms adapter expects. */
export function useTranslate(): Translate {
  const t = useTranslations();
  return (key, values) => t(key, values as Record<string, string | number>);
}

export function useFieldProps() {
  return fieldProps(useTranslate());
}
