/**
 * The widgets' route handlers (SPEC §2 `…/{campaign}/widget-compteur`, `widget-bouton`,
 * `widget-vignette`, `widget-vignette-horizontale`, each with its `/en` variant). A page
 * always ships Next's runtime scripts; a route handler answers a complete HTML document
 * with no script at all, which any site may frame (the proxy's CSP: `frame-ancestors *`
 * on `/widget-…` paths) and any cache may keep for a short while.
 */
import 'server-only';
import { FormAggregateSchema, type FormAggregate } from '@/lib/api/contracts/forms';
import { isApiFailure } from '@/lib/api/http';
import { callApi } from '@/lib/api/transport';
import { basePath } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { formBasePath, formRefFromRoute, type FormRouteParams } from '@/lib/journeyRoutes';
import type { FormRef } from '@/lib/kinds/formKinds';
import { SERVER_CACHE_SECONDS, WIDGET_CACHE_CONTROL } from './freshness';
import { createTtlCache } from './ttlCache';
import { widgetTranslator } from './widgetCopy';
import { renderWidget, renderWidgetProblem, type WidgetKind } from './widgetViews';

const PROBLEM_CACHE_CONTROL = 'no-store';

/** Public aggregates by form, kept SERVER_CACHE_SECONDS (./freshness); a 404 too. */
const publicForms = createTtlCache<FormAggregate | null>({ ttlMs: SERVER_CACHE_SECONDS * 1000, maxEntries: 500 });

/**
 * The form as any visitor sees it: no bearer, so the answer never depends on who asks (an
 * administrator's draft stays a 404 here) and a shared cache may keep it.
 */
function findPublicForm(ref: FormRef): Promise<FormAggregate | null> {
  const key = `${ref.organizationSlug}/${ref.formType}/${ref.formSlug}`;
  return publicForms.get(key, () => loadPublicForm(ref));
}

async function loadPublicForm(ref: FormRef): Promise<FormAggregate | null> {
  try {
    return await callApi({
      path: '/agg/form',
      query: { ...ref },
      schema: FormAggregateSchema,
      routeLabel: 'form.aggregate',
      authenticated: false,
    });
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 404) return null;
    throw error;
  }
}

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
      aggregate = ref ? await findPublicForm(ref) : null;
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
