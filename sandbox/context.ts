/** What every handler gets: the database, the request's "now", URLs and the caller. */
import { eq } from 'drizzle-orm';
import type { AccessTokenClaims } from '@/lib/api/contracts/auth';
import type { SandboxDb } from './db/client';
import type { ClientCaller } from './services/apiClients';
import { sandboxSettings } from './db/schema';

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
  /** The app's public URL (…/forms) for links to its pages; default: request origin + /forms. */
  readonly appUrl: string | undefined;
  /**
   * The sandbox's own public base (…/forms/sandbox) for addresses it gives browsers (the
   * card provider, the 3-D Secure page); default: request origin + basePath.
   */
  readonly publicUrl: string | undefined;
  /** Origins a card form may ask to be sent back to, besides the request's and the app's. */
  readonly allowedReturnOrigins: readonly string[];
}

export interface RequestContext {
  readonly config: SandboxConfig;
  readonly db: SandboxDb;
  readonly now: Date;
  /** e.g. http://localhost:3000 */
  readonly origin: string;
  /** Absolute base of the sandbox as browsers reach it: the configured public URL, else origin + basePath. */
  readonly sandboxUrl: string;
  /** Absolute base of the app: …/forms. */
  readonly appUrl: string;
  readonly claims: AccessTokenClaims | null;
  /** The organisation's site, when the bearer is a client_credentials token (services/apiClients). */
  readonly client?: ClientCaller | null;
  /**
   * Forms loaded during this request, by form id (services/forms.ts bundleFor): a cart
   * answered after a write reuses what the write loaded under its lock.
   */
  readonly bundles: Map<number, unknown>;
}
