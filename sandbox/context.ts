/**
 * What every handler gets: the database, the request's "now", addresses and the caller.
 * Addresses come from configuration only, never from the request's Host.
 */
import { eq } from 'drizzle-orm';
import type { AccessTokenClaims } from '@/lib/api/contracts/auth';
import type { SandboxDb } from './db/client';
import type { ClientCaller } from './services/apiClients';
import type { RateLimiter } from './http/rateLimits';
import type { Mailer } from './mail/transport';
import { sandboxSettings } from './db/schema';
import { isPathOnly, pathOf } from '@/lib/http/pathAddress';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The injectable clock. In test mode it is stored in the database (POST __test/clock). */
export interface Clock {
  now(db: SandboxDb): Promise<Date>;
}

export const systemClock: Clock = { now: async () => new Date() };

export type ClockSetting = { mode: 'fixed'; at: string } | { mode: 'offset'; offsetMs: number };

export const databaseClock: Clock = {
  async now(db) {
    const rows = await db
      .select({ value: sandboxSettings.value })
      .from(sandboxSettings)
      .where(eq(sandboxSettings.key, 'clock'));
    const setting = rows[0]?.value as ClockSetting | undefined;
    if (setting?.mode === 'fixed') return new Date(setting.at);
    if (setting?.mode === 'offset') return new Date(Date.now() + setting.offsetMs);
    return new Date();
  },
};

export interface SandboxConfig {
  readonly db: SandboxDb;
  readonly clock: Clock;
  readonly testMode: boolean;
  /** Where the sandbox is mounted, e.g. /forms/sandbox. */
  readonly basePath: string;
  readonly jwtSecret: Uint8Array;
  /**
   * The app's absolute address (…/forms) for what leaves a browser page: a prepared
   * cart's address given to another site, form and organisation URLs, e-mail links.
   */
  readonly appUrl: string;
  /**
   * The sandbox's own base (…/forms/sandbox) as browsers reach its card provider and
   * 3-D Secure page: a path when it is mounted in the app (the visitor's origin, whatever
   * it is), absolute when it has an origin of its own (standalone).
   */
  readonly publicUrl: string;
  /** Absolute origins a card form may ask to be sent back to, besides the app's and the sandbox's. */
  readonly allowedReturnOrigins: readonly string[];
  /** Counters in this database (docs/security.md). */
  readonly rateLimiter: RateLimiter;
  /** Where the queue sends emails (mail/transport.ts); null: they wait in the queue. */
  readonly mailer: Mailer | null;
}

export interface RequestContext {
  readonly config: SandboxConfig;
  readonly db: SandboxDb;
  readonly now: Date;
  /** The sandbox's base for browsers (config.publicUrl): a path, or absolute when standalone. */
  readonly sandboxUrl: string;
  /** The app's absolute base (config.appUrl), for what leaves a browser page. */
  readonly appUrl: string;
  /**
   * The app's base for the pages the provider sends a browser to: a path when the
   * provider is addressed by a path (both on the visitor's origin), else config.appUrl.
   */
  readonly pageUrl: string;
  /** Who sent the request, for the rate limits (lib/http/clientAddress): never a header a client chose. */
  readonly clientAddress: string;
  readonly claims: AccessTokenClaims | null;
  /**
   * The caller's language (Accept-Language: fr unless English is preferred): recorded
   * with a payer (payment requests, prospects) for the emails they will receive.
   */
  readonly locale: Locale;
  /** The organisation's site, when the bearer is a client_credentials token (services/apiClients). */
  readonly client?: ClientCaller | null;
  /**
   * Forms loaded during this request, by form id (services/forms.ts bundleFor): a cart
   * answered after a write reuses what the write loaded under its lock.
   */
  readonly bundles: Map<number, unknown>;
}

/**
 * The app's base for the pages the provider sends a browser to: a path when the provider
 * is addressed by a path (both on the visitor's origin), else the app's absolute address.
 */
export const pageUrlOf = (config: SandboxConfig): string =>
  isPathOnly(config.publicUrl) ? pathOf(config.appUrl) : config.appUrl;

/** Where a job's work says who asked: nobody's address (the queue runs it, not a request). */
export const JOB_CLIENT = 'job';

/**
 * The context of work no request carries (the job queue, sandbox/jobs): the sandbox's
 * own addresses, no caller, `now` as given.
 */
export function contextAt(config: SandboxConfig, now: Date): RequestContext {
  return {
    config,
    db: config.db,
    now,
    sandboxUrl: config.publicUrl,
    appUrl: config.appUrl,
    pageUrl: pageUrlOf(config),
    clientAddress: JOB_CLIENT,
    claims: null,
    locale: defaultLocale,
    bundles: new Map(),
  };
}

/**
 * fr or en from an Accept-Language header: the one of the two with the highest weight
 * (q), French on a tie or when neither is named.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  let best: { locale: Locale; q: number } = { locale: defaultLocale, q: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'fr' && language !== 'en') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { locale: language, q };
  }
  return best.locale;
}
