/**
 * The widgets' route handlers (SPEC §2 `…/{form}/widget-compteur`, `widget-bouton`,
 * `widget-vignette`, `widget-vignette-horizontale`, each with its `/en` variant). A page
 * always ships Next's runtime scripts; a route handler answers a complete HTML document
 * with no script at all, which any site may frame (the proxy's CSP: `frame-ancestors *`
 * on `/widget-…` paths) and any cache may keep for a short while.
 */
import 'server-only';
import { findPublicFormAggregate } from '@/lib/api/forms';
import { isApiFailure } from '@/lib/api/http';
import { basePath } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { formBasePath, formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';
import { WIDGET_CACHE_CONTROL } from './freshness';
import { widgetTranslator } from './widgetCopy';
import { renderWidget, renderWidgetProblem, type WidgetKind } from './widgetViews';

const PROBLEM_CACHE_CONTROL = 'no-store';

function htmlResponse(body: string, status: number, cacheControl: string): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      'x-robots-tag': 'noindex',
    },
  });
}

export interface WidgetRouteContext {
  params: Promise<FormRouteParams>;
}

/** The GET handler of one widget in one language. */
export function widgetHandler(kind: WidgetKind, locale: Locale) {
  return async function GET(_request: Request, { params }: WidgetRouteContext): Promise<Response> {
    const t = widgetTranslator(locale);
    const ref = formRefFromRoute(await params);
    let aggregate;
    try {
      aggregate = ref ? await findPublicFormAggregate(ref) : null;
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      return htmlResponse(renderWidgetProblem('unavailable', locale, t), 503, PROBLEM_CACHE_CONTROL);
    }
    if (!ref || !aggregate || aggregate.form.formType !== ref.formType) {
      // Short-lived too: a form published a minute later must not stay "not found" for long.
      return htmlResponse(renderWidgetProblem('notFound', locale, t), 404, WIDGET_CACHE_CONTROL);
    }
    const formHref = `${basePath}${formBasePath(ref)}${locale === 'en' ? '/en' : ''}`;
    const body = renderWidget(kind, { aggregate, locale, t, formHref, now: new Date() });
    return htmlResponse(body, 200, WIDGET_CACHE_CONTROL);
  };
}
