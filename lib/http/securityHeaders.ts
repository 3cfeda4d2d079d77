/**
 * Response security headers, set by proxy.ts on every answer.
 *
 * Content-Security-Policy, per request (a fresh nonce each time; pages are dynamic, so
 * Next reads the nonce from the request's CSP header and puts it on its own scripts):
 * - script-src 'self' 'nonce-…' 'strict-dynamic': only our scripts, and what they load.
 * - style-src 'self' 'unsafe-inline': react-aria and Radix position popovers, tooltips and
 *   toasts with `style` attributes, which a nonce cannot allow (nonces cover <style>
 *   elements only, and a nonce in style-src would switch 'unsafe-inline' off). Styles
 *   cannot run code; the stylesheets themselves come from 'self' (vanilla-extract).
 * - frame-ancestors 'self' (SPEC §2: framed by the same origin only), `*` on widget
 *   routes, which associations embed on their own sites, and on the payment and redirection
 *   pages a widget journey continues to inside its frame (marked `widget=1`). Those pages
 *   hold no card data (the card form posts to the provider) and need the payer's own
 *   payment request id, so framing them gives a third-party page nothing to hijack.
 * - form-action 'self' plus the card provider's origin (the card form posts to it), the
 *   auth front (the expired-password redirect) when they live elsewhere, and the
 *   configured public origin. With no origin configured, the in-app card provider and every
 *   redirect we answer are paths, so 'self' is all a payment needs on any host name.
 * - connect-src 'self': the browser only talks to this app (the API goes through it).
 * - img-src adds https: on widget routes: a thumbnail's picture comes from the API's image host.
 *
 * Permissions-Policy turns the camera off everywhere but an event's door (`…/{form}/controle`,
 * lib/routes/checkin), where it reads the tickets' QR codes, and only for this origin.
 */
import { CHECK_IN_SEGMENT } from '@/lib/routes/checkin';

/**
 * The widget copy of a journey (`…/{form}/widget/…`) and the four widgets of SPEC §2,
 * right after a form's three segments: a form whose slug starts with "widget" is
 * still an ordinary page, framed by ourselves only.
 */
const WIDGET_ROUTE =
  /^(?:\/forms)?\/associations\/[^/]+\/[^/]+\/[^/]+\/widget(?:-compteur|-bouton|-vignette|-vignette-horizontale)?(?:\/|$)/;
/** Pages a widget journey goes on to in its frame: embedded payment, confirmation, redirection. */
const WIDGET_CONTINUATION_ROUTE =
  /^(?:\/forms)?(?:\/paiement\/embarque(?:-ha)?\/|\/redirection(?:\/|$)|\/associations\/[^/]+\/[^/]+\/[^/]+\/redirection(?:\/|$))/;

/** An event's door (lib/routes/checkin), right after a form's three segments: its camera reads QR codes. */
const CHECK_IN_ROUTE = new RegExp(`^(?:/forms)?/associations/[^/]+/[^/]+/[^/]+/${CHECK_IN_SEGMENT}/?$`);

/** Whether other sites may frame this page: a widget route, or a widget journey's next page. */
export function isWidgetPath(pathname: string, searchParams?: URLSearchParams): boolean {
  if (WIDGET_ROUTE.test(pathname)) return true;
  return searchParams?.get('widget') === '1' && WIDGET_CONTINUATION_ROUTE.test(pathname);
}

export interface CspOptions {
  nonce: string;
  /** Next's development runtime needs eval (error overlays) and a websocket (hot reload). */
  development?: boolean;
  /** Origins, besides 'self', that forms may post to (card provider, auth front). */
  formActionOrigins?: readonly string[];
  /** The request's query: `widget=1` marks a widget journey's payment pages. */
  searchParams?: URLSearchParams;
}

export function contentSecurityPolicy(
  pathname: string,
  { nonce, development = false, formActionOrigins = [], searchParams }: CspOptions,
) {
  const extraFormOrigins = [...new Set(formActionOrigins)].join(' ');
  const widget = isWidgetPath(pathname, searchParams);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // A widget's thumbnail shows the form's picture, which the API serves from its own host.
    `img-src 'self' data: blob:${widget ? ' https:' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extraFormOrigins ? ` ${extraFormOrigins}` : ''}`,
    `frame-ancestors ${widget ? '*' : "'self'"}`,
  ];
  return directives.join('; ');
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where forms of our pages may post, besides 'self': the card provider (the sandbox's, or
 * FORMS_CARD_PROVIDER_ORIGIN; the sandbox serves it beside the API), the auth front, and
 * the configured public origin (FORMS_PUBLIC_ORIGIN: a form post's redirect may lead there,
 * form-action covers redirects, and the visitor may have opened another of our names).
 */
export function formActionOriginsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return [
    originOf(env.FORMS_CARD_PROVIDER_ORIGIN) ?? originOf(env.FORMS_API_URL),
    originOf(env.FORMS_AUTH_URL),
    originOf(env.NEXT_PUBLIC_AUTH_FRONT_URL),
    originOf(env.FORMS_PUBLIC_ORIGIN),
  ].filter((origin): origin is string => origin !== null);
}

export type SecurityHeaderOptions = CspOptions;

export function securityHeaders(pathname: string, options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(pathname, options),
    ...(isWidgetPath(pathname, options.searchParams) ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=(${CHECK_IN_ROUTE.test(pathname) ? 'self' : ''}), microphone=(), geolocation=(), payment=(self), usb=(), browsing-topics=()`,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
