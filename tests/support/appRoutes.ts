/**
 * The app's routes, read from app/ (every page.tsx and route.ts), for the hostile-input
 * suite (tests/e2e/hostile-routes.spec.ts): a route added to app/ is attacked without
 * being listed anywhere. Route groups `(…)` leave the address; dynamic segments are
 * filled with demo values (a page that renders) or with hostile ones.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type SegmentKind = 'static' | 'dynamic' | 'catchAll' | 'optionalCatchAll';

export interface RouteSegment {
  readonly kind: SegmentKind;
  /** The folder's name, or the parameter's (`organizationSlug` for `[organizationSlug]`). */
  readonly name: string;
}

export interface AppRoute {
  /** app/…/page.tsx or route.ts, from the repository's root. */
  readonly file: string;
  readonly type: 'page' | 'handler';
  readonly segments: readonly RouteSegment[];
}

function segmentOf(folder: string): RouteSegment | null {
  if (/^\(.*\)$/u.test(folder)) return null; // a route group: not in the address
  const optional = /^\[\[\.\.\.(.+)\]\]$/u.exec(folder);
  if (optional) return { kind: 'optionalCatchAll', name: optional[1]! };
  const catchAll = /^\[\.\.\.(.+)\]$/u.exec(folder);
  if (catchAll) return { kind: 'catchAll', name: catchAll[1]! };
  const dynamic = /^\[(.+)\]$/u.exec(folder);
  if (dynamic) return { kind: 'dynamic', name: dynamic[1]! };
  return { kind: 'static', name: folder };
}

/** Every page and route handler under `appDir`, private folders (`_…`) left out. */
export function appRoutes(appDir = join(process.cwd(), 'app')): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) walk(join(dir, entry.name));
      } else if (/^(page\.tsx|route\.ts)$/u.test(entry.name)) {
        const folders = relative(appDir, dir).split(sep).filter(Boolean);
        routes.push({
          file: relative(process.cwd(), join(dir, entry.name)),
          type: entry.name === 'page.tsx' ? 'page' : 'handler',
          segments: folders.map(segmentOf).filter((segment): segment is RouteSegment => segment !== null),
        });
      }
    }
  };
  walk(appDir);
  return routes.sort((a, b) => a.file.localeCompare(b.file));
}

/** Demo values that name something real in the seed (or at least are well-formed). */
const DEMO_VALUES: Record<string, string> = {
  organizationSlug: 'les-amis-du-quartier',
  formKind: 'formulaires',
  formSlug: 'soutenir-nos-actions',
  cartId: 'crt_inconnu',
  ticketId: 'K7F3Q2M9X4P8R2T6',
  id: '1',
  key: '404',
  path: 'agg/form',
};

/** The address of `route` under the base path, `fill` choosing each dynamic segment's text (already encoded). */
export function addressOf(route: AppRoute, fill: (segment: RouteSegment) => string | null = demoValue): string {
  const parts = route.segments
    .map((segment) => (segment.kind === 'static' ? segment.name : fill(segment)))
    .filter((part): part is string => part !== null && part !== '');
  return `/forms/${parts.join('/')}`.replace(/\/$/u, '') || '/forms';
}

/** A demo value for a dynamic segment; nothing for an optional catch-all (step 1, French). */
export function demoValue(segment: RouteSegment): string | null {
  if (segment.kind === 'optionalCatchAll') return null;
  return DEMO_VALUES[segment.name] ?? 'x';
}
