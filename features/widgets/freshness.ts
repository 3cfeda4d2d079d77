/**
 * How old a widget's figures may be: at most a minute (issue 17), split between this
 * server's memory and the caches after it (the browser's, a CDN's).
 */

import { PUBLIC_AGGREGATE_SHARED_MS } from '@/lib/rules/constants';

/** The same form's aggregate serves every widget request for this long (lib/api/forms findPublicFormAggregate). */
export const SERVER_CACHE_SECONDS = PUBLIC_AGGREGATE_SHARED_MS / 1000;
/** Then caches keep the answer fresh for this long… */
export const MAX_AGE_SECONDS = 20;
/** …and may serve it stale this much longer while they fetch the next copy. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

export const WIDGET_CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
