/**
 * The page memory of lib/http/pageCache, as proxy.ts uses it: one per server process,
 * its renders made by a request to this app (the page as any visitor would get it, marked
 * so that it is rendered and not served from the memory), its stock checks by the API call
 * the page itself makes (GET /agg/form), in process when the sandbox is in the app.
 * Addresses come from configuration (lib/api/upstream), never from the request.
 */
import { FormAggregateSchema } from '@/lib/api/contracts/forms';
import { showsStock } from '@/lib/api/formStock';
import { inProcessSandboxFetch } from '@/lib/api/inProcess';
import { internalOrigin, reachesSandboxInProcess, upstreamBase } from '@/lib/api/upstream';
import { basePath } from '@/lib/config';
import { HTTP_TIMEOUT_MS } from '@/lib/rules/constants';
import type { FormRef } from '@/lib/kinds/formKinds';
import {
  PAGE_RENDER_HEADER,
  createPageCache,
  pageCacheMs,
  type CacheablePage,
  type PageCache,
  type RenderedPage,
} from './pageCache';

async function renderForMemory(page: CacheablePage): Promise<RenderedPage> {
  // The home page is `/forms` itself: `/forms/` would be redirected there.
  const path = page.pathname === '/' ? basePath : `${basePath}${page.pathname}`;
  const response = await fetch(`${internalOrigin()}${path}`, {
    headers: {
      accept: 'text/html',
      'accept-encoding': 'identity',
      cookie: page.cookieHeader,
      [PAGE_RENDER_HEADER]: '1',
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function readAggregate({ organizationSlug, formType, formSlug }: FormRef): Promise<string | null> {
  const query = new URLSearchParams({ organizationSlug, formType, formSlug });
  const url = `${upstreamBase('api', internalOrigin())}/agg/form?${query}`;
  const inProcess = reachesSandboxInProcess('api') ? inProcessSandboxFetch() : null;
  const fetchImpl = inProcess ? await inProcess : fetch;
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

function stockShown(aggregate: string): boolean | null {
  try {
    const parsed = FormAggregateSchema.safeParse(JSON.parse(aggregate));
    return parsed.success ? showsStock(parsed.data) : null;
  } catch {
    return null;
  }
}

type Holder = typeof globalThis & { __formsPageCache?: PageCache };

/** This process's page memory (kept on globalThis, like the API's brief memory). */
export function processPageCache(): PageCache {
  const holder = globalThis as Holder;
  holder.__formsPageCache ??= createPageCache({
    ttlMs: () => pageCacheMs(),
    render: renderForMemory,
    readAggregate,
    stockShown,
  });
  return holder.__formsPageCache;
}
