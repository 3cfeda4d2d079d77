import { widgetHandler } from '@/features/widgets/widgetRoute';

/** SPEC §2 `…/{form}/widget-vignette/en`: the English copy. */
export const dynamic = 'force-dynamic';
export const GET = widgetHandler('thumbnail', 'en');
