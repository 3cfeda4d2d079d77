/**
 * Running claimed jobs: an email is composed and sent, then recorded Done; a collection
 * runs in one transaction with its job, so that the charge and the record of it are
 * one fact (never two charges for one due payment, whatever the number of instances).
 */
import { contextAt, type SandboxConfig } from '../context';
import { composeEmail, type EmailJob } from '../emails/compose';
import { SmtpSendError, type Mailer } from '../mail/transport';
import { collectPayment } from '../services/orders/collection';
import { placesMayBeFree } from '../services/waitingList/offers';
import { messageIdOf } from './emailJobs';
import {
  claimDueJobs,
  lockClaimedJob,
  markDone,
  markFailed,
  type ClaimOptions,
  type JobKind,
  type JobRow,
} from './queue';

/** The kinds a configuration can run: no email without a mail server (they wait in the queue). */
export function runnableKinds(config: SandboxConfig, wanted: readonly JobKind[]): JobKind[] {
  return wanted.filter((kind) => kind !== 'email' || config.mailer !== null);
}

async function sendEmail(config: SandboxConfig, job: JobRow, mailer: Mailer): Promise<void> {
  // Composed at the instant the job was written: sent again after a crash, the email is
  // the same, links included (their signatures and expiry derive from that instant).
  const email = await composeEmail(contextAt(config, job.createdAt), job.payload as EmailJob);
  const now = await config.clock.now(config.db);
  if (!email) {
    await config.db.transaction(async (tx) => {
      if (await lockClaimedJob(tx, job)) await markDone(tx, job, now, { sent: false });
    });
    return;
  }
  const messageId = messageIdOf(job.key, config.appUrl);
  const answer = await mailer.send({ messageId, ...email });
  await config.db.transaction(async (tx) => {
    if (await lockClaimedJob(tx, job)) {
      await markDone(tx, job, now, { sent: true, to: email.to, messageId, response: answer.response });
    }
  });
}

async function collect(config: SandboxConfig, job: JobRow): Promise<void> {
  const paymentId = Number((job.payload as { paymentId?: unknown }).paymentId);
  // Read before the transaction: on PGlite (one connection) a query outside it would wait for it.
  const now = await config.clock.now(config.db);
  await config.db.transaction(async (tx) => {
    if (!(await lockClaimedJob(tx, job))) return;
    const outcome = await collectPayment(tx, contextAt(config, now), paymentId);
    await markDone(tx, job, now, { outcome });
  });
}

/** A form's freed places offered to its waiting list (services/waitingList/offers.ts), with its job. */
async function recheckWaitingList(config: SandboxConfig, job: JobRow): Promise<void> {
  const formId = Number((job.payload as { formId?: unknown }).formId);
  const now = await config.clock.now(config.db);
  await config.db.transaction(async (tx) => {
    if (!(await lockClaimedJob(tx, job))) return;
    const offered = await placesMayBeFree(tx, formId, now);
    await markDone(tx, job, now, { offered });
  });
}

async function runJob(config: SandboxConfig, job: JobRow): Promise<void> {
  if (job.kind === 'collect') return collect(config, job);
  if (job.kind === 'waitlist') return recheckWaitingList(config, job);
  if (job.kind === 'email' && config.mailer) return sendEmail(config, job, config.mailer);
  throw new Error(`No runner for a job of kind ${job.kind}.`);
}

export interface RunReport {
  readonly done: number;
  readonly failed: number;
}

/** Claims what is due (at the sandbox's clock) and runs it; failures wait for their retry. */
export async function runDueJobs(
  config: SandboxConfig,
  options: Omit<ClaimOptions, 'now'> & { readonly now?: Date },
): Promise<RunReport & { readonly claimed: number }> {
  const now = options.now ?? (await config.clock.now(config.db));
  const claimed = await claimDueJobs(config.db, { ...options, now, kinds: runnableKinds(config, options.kinds) });
  let done = 0;
  let failed = 0;
  for (const job of claimed) {
    try {
      await runJob(config, job);
      done += 1;
    } catch (error) {
      failed += 1;
      // A permanent refusal (5xx: no such mailbox…) will not change by waiting.
      const permanent = error instanceof SmtpSendError && error.permanent;
      await markFailed(config.db, job, await config.clock.now(config.db), error, permanent);
    }
  }
  return { claimed: claimed.length, done, failed };
}
