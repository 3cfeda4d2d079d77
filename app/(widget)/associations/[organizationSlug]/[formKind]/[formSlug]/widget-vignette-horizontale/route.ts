import { widgetHandler } from '@/features/widgets/widgetRoute';

/** SPEC §2 `…/{form}/widget-vignette-horizontale`: HTML and CSS only, framable by any site (features/widgets). */
export const dynamic = 'force-dynamic';
export const GET = widgetHandler('horizontalThumbnail', 'fr');
