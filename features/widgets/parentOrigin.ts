/**
 * The embedding page's origin, for the full-form widget's height messages. The embed
 * snippet passes it in the frame's address (`?parent=https://mon-asso.fr`, docs/widgets.md);
 * it is the postMessage targetOrigin, so the browser delivers the height to that origin
 * only (never '*'). Anything that is not exactly an http(s) origin is refused.
 */
export const PARENT_ORIGIN_PARAM = 'parent';

export function parseParentOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // An origin, not a page: "https://mon-asso.fr/dons" or credentials are refused.
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The message the widget posts to the parent: our name for it and the document's height in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = 'forms-widget-height';
export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE_TYPE;
  height: number;
}
