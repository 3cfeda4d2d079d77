/**
 * Account recovery on the auth server, under {base}/auth/account (contracts:
 * lib/api/contracts/account.ts): first connection and forgotten password. The sandbox
 * has no mail server: the emails it would send are rows of `sent_emails`, which tests
 * read through GET {base}/__test/emails (test mode only).
 *
 * - Asking for a link answers 202 whatever the address: an unknown address gets no
 *   email, so the answer never tells whether an account exists. At most 5 emails per
 *   account per hour, and the rate limits per client and per address typed
 *   (services/limits.ts), which answer 429 whether the account exists or not.
 * - First connection: an account that is not verified yet gets an activation link; an
 *   active account gets an email saying so, with a password-reset link instead.
 * - Links are one-time tokens (SHA-256 stored), valid 7 days (activation) or 1 hour
 *   (reset). Using one sets the password (lib/rules password strength), verifies the
 *   account (the user proved they read the mailbox) and lifts an expired password.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AccountTokenQuerySchema,
  FirstConnectionRequestSchema,
  PasswordResetRequestSchema,
  SetPasswordBodySchema,
  type AccountTokenKind,
} from '@/lib/api/contracts/account';
import { isStrongEnoughPassword } from '@/lib/rules/validation/password';
import { VALIDATION_MESSAGES } from '@/lib/rules/validation/messages';
import type { Executor } from '../db/client';
import { accountTokens, sentEmails, users } from '../db/schema';
import type { RequestContext } from '../context';
import type { SandboxEnv } from '../env';
import { fail } from '../http/errors';
import { readBody, readQuery } from '../http/input';
import { authFailure, type UserRow } from '../services/auth';
import { randomToken } from '../services/ids';
import { enforceSending } from '../services/limits';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD } from '../seed/people';

const HOUR_MS = 60 * 60 * 1000;
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  activation: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
};
export const MAX_EMAILS_PER_HOUR = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** c•••••@example.org */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

async function findUser(ex: Executor, email: string): Promise<UserRow | undefined> {
  return (await ex.select().from(users).where(eq(users.email, email.trim().toLowerCase())))[0];
}

async function recentEmailCount(ex: Executor, userId: number, now: Date): Promise<number> {
  const rows = await ex
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sentEmails)
    .where(and(eq(sentEmails.userId, userId), gt(sentEmails.createdAt, new Date(now.getTime() - HOUR_MS))));
  return rows[0]?.n ?? 0;
}

async function issueToken(
  ex: Executor,
  ctx: RequestContext,
  user: UserRow,
  kind: AccountTokenKind,
  redirectTo: string | null,
): Promise<string> {
  const token = randomToken();
  await ex.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    kind,
    redirectTo,
    expiresAt: new Date(ctx.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[kind]),
    createdAt: ctx.now,
  });
  return token;
}

function pageLink(ctx: RequestContext, path: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(`${ctx.appUrl}${path}`);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

async function recordEmail(
  ex: Executor,
  ctx: RequestContext,
  user: UserRow,
  email: { kind: 'activation' | 'reset' | 'already-active'; subject: string; text: string; link: string | null },
) {
  await ex.insert(sentEmails).values({ userId: user.id, toAddress: user.email, ...email, createdAt: ctx.now });
}

const RESET_PATH = '/utilisateur/recuperation-mot-de-passe';
const FIRST_CONNECTION_PATH = '/premiere-connexion';

async function sendResetLink(ex: Executor, ctx: RequestContext, user: UserRow, alreadyActive: boolean) {
  const token = await issueToken(ex, ctx, user, 'reset', null);
  const link = pageLink(ctx, RESET_PATH, { token });
  await recordEmail(ex, ctx, user, {
    kind: alreadyActive ? 'already-active' : 'reset',
    subject: alreadyActive ? 'Votre compte est déjà actif' : 'Réinitialisation de votre mot de passe',
    text:
      (alreadyActive ?
        `Bonjour ${user.firstName},\n\nVotre compte est déjà actif : connectez-vous avec votre adresse électronique et votre mot de passe. Si vous l’avez oublié, choisissez-en un nouveau avec ce lien, valable 1 heure :\n\n`
      : `Bonjour ${user.firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien, valable 1 heure :\n\n`) +
      `${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
    link,
  });
}

export function accountRoutes(): Hono<SandboxEnv> {
  const account = new Hono<SandboxEnv>();

  account.post('/first-connection', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, FirstConnectionRequestSchema, { form: true });
    await enforceSending(ctx, 'links', body.email);
    await ctx.db.transaction(async (tx) => {
      const user = await findUser(tx, body.email);
      if (!user || (await recentEmailCount(tx, user.id, ctx.now)) >= MAX_EMAILS_PER_HOUR) return;
      if (user.verified) {
        await sendResetLink(tx, ctx, user, true);
        return;
      }
      const token = await issueToken(tx, ctx, user, 'activation', body.redirectTo ?? null);
      const link = pageLink(ctx, FIRST_CONNECTION_PATH, { token, redirectTo: body.redirectTo });
      await recordEmail(tx, ctx, user, {
        kind: 'activation',
        subject: 'Activez votre compte',
        text: `Bonjour ${user.firstName},\n\nPour activer votre compte et choisir votre mot de passe, ouvrez ce lien, valable 7 jours :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
        link,
      });
    });
    return c.json({ sent: true as const }, 202);
  });

  account.post('/password-reset', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, PasswordResetRequestSchema, { form: true });
    await enforceSending(ctx, 'links', body.email);
    await ctx.db.transaction(async (tx) => {
      const user = await findUser(tx, body.email);
      if (!user || (await recentEmailCount(tx, user.id, ctx.now)) >= MAX_EMAILS_PER_HOUR) return;
      await sendResetLink(tx, ctx, user, false);
    });
    return c.json({ sent: true as const }, 202);
  });

  const usableToken = async (ex: Executor, ctx: RequestContext, token: string, lock: boolean) => {
    const query = ex
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(token)));
    const row = (await (lock ? query.for('update') : query))[0];
    if (!row || row.usedAt || row.expiresAt.getTime() <= ctx.now.getTime()) {
      throw authFailure(400, 'invalid_grant', 'This link is unknown, already used or expired.');
    }
    const user = (await ex.select().from(users).where(eq(users.id, row.userId)))[0];
    if (!user) throw authFailure(400, 'invalid_grant', 'The account no longer exists.');
    return { row, user };
  };

  account.get('/token', async (c) => {
    const ctx = c.var.ctx;
    const { token } = readQuery(c, AccountTokenQuerySchema);
    const { row, user } = await usableToken(ctx.db, ctx, token, false);
    return c.json({
      kind: row.kind as AccountTokenKind,
      maskedEmail: maskEmail(user.email),
      expiresAt: row.expiresAt.toISOString(),
      redirectTo: row.redirectTo,
    });
  });

  account.post('/password', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, SetPasswordBodySchema, { form: true });
    if (!isStrongEnoughPassword(body.password)) {
      throw fail(400, 'VALIDATION_ERROR', VALIDATION_MESSAGES.passwordTooSimple, 'password');
    }
    const passwordHash = await hashPassword(body.password);
    const result = await ctx.db.transaction(async (tx) => {
      const { row, user } = await usableToken(tx, ctx, body.token, true);
      await tx.update(accountTokens).set({ usedAt: ctx.now }).where(eq(accountTokens.id, row.id));
      await tx.update(users).set({ passwordHash, verified: true, passwordExpired: false }).where(eq(users.id, user.id));
      return { kind: row.kind as AccountTokenKind, email: user.email, redirectTo: row.redirectTo };
    });
    return c.json(result);
  });

  return account;
}

const TestAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  firstName: z.string().min(1).max(100).default('Test'),
  lastName: z.string().min(1).max(100).default('Compte'),
  password: z.string().min(1).max(128).default(DEMO_PASSWORD),
  verified: z.boolean().default(true),
  passwordExpired: z.boolean().default(false),
});

/**
 * Test mode, under {base}/__test: GET /emails?to=&kind= lists the emails the sandbox
 * "sent" (newest first); POST /accounts creates an account (a test's own user, so
 * activating or expiring it does not disturb other tests running at the same time).
 */
export function accountTestRoutes(): Hono<SandboxEnv> {
  const test = new Hono<SandboxEnv>();
  test.post('/accounts', async (c) => {
    const ctx = c.var.ctx;
    const body = await readBody(c, TestAccountSchema);
    const passwordHash = await hashPassword(body.password);
    const user = await ctx.db.transaction(async (tx) => {
      if (await findUser(tx, body.email)) throw fail(409, 'VALIDATION_ERROR', `An account already uses ${body.email}.`);
      // users.id has no identity (the seed gives stable ids): take the next one under a lock.
      await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
      const next = await tx
        .select({ id: sql<number>`coalesce(max(${users.id}), 100000) + 1`.mapWith(Number) })
        .from(users);
      const rows = await tx
        .insert(users)
        .values({
          id: Math.max(next[0]?.id ?? 100_001, 100_001),
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          verified: body.verified,
          passwordExpired: body.passwordExpired,
          createdAt: ctx.now,
        })
        .returning();
      return rows[0] as UserRow;
    });
    return c.json(
      { id: user.id, email: user.email, verified: user.verified, passwordExpired: user.passwordExpired },
      201,
    );
  });
  test.get('/emails', async (c) => {
    const ctx = c.var.ctx;
    const query = readQuery(c, z.object({ to: z.string().max(254).optional(), kind: z.string().max(20).optional() }));
    const rows = await ctx.db
      .select()
      .from(sentEmails)
      .where(
        and(
          query.to ? eq(sentEmails.toAddress, query.to.trim().toLowerCase()) : undefined,
          query.kind ? eq(sentEmails.kind, query.kind) : undefined,
        ),
      )
      .orderBy(desc(sentEmails.id))
      .limit(50);
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        kind: row.kind,
        subject: row.subject,
        text: row.text,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
  return test;
}
