import { widgetHandler } from '@/features/widgets/widgetRoute';

/** SPEC §2 `…/{form}/widget-compteur/en`: the English copy. */
export const dynamic = 'force-dynamic';
export const GET = widgetHandler('counter', 'en');
