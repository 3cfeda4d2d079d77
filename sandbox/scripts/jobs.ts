/**
 * `npm run jobs`: the job queue of the sandbox's database (the one DATABASE_URL names,
 * else the PGlite folder — stop the app first: one process per folder).
 *
 *   npm run jobs                  how many jobs wait and how many are dead, and the dead ones
 *   npm run jobs -- replay        every dead job waits again (attempts from zero)
 *   npm run jobs -- replay 12 15  those dead jobs only
 */
import { desc, eq } from 'drizzle-orm';
import { openDatabaseFromEnv, prepareDatabase } from '../runtime';
import { jobs } from '../db/schema';
import { queueCounts, replayDeadJobs } from '../jobs/queue';

async function main(): Promise<void> {
  const [command, ...ids] = process.argv.slice(2);
  const handle = await openDatabaseFromEnv();
  try {
    await prepareDatabase(handle);
    if (command === 'replay') {
      const chosen = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
      const replayed = await replayDeadJobs(handle.db, new Date(), chosen.length > 0 ? chosen : undefined);
      process.stdout.write(`${replayed} dead job(s) waiting again.\n`);
      return;
    }
    if (command !== undefined) {
      process.stderr.write(`Unknown command "${command}". Usage: npm run jobs [-- replay [id…]]\n`);
      process.exitCode = 2;
      return;
    }
    const counts = await queueCounts(handle.db);
    process.stdout.write(`waiting: ${counts.waiting}, dead: ${counts.dead}\n`);
    const dead = await handle.db.select().from(jobs).where(eq(jobs.state, 'Dead')).orderBy(desc(jobs.id)).limit(50);
    for (const job of dead) {
      process.stdout.write(`  #${job.id} ${job.key} (${job.attempts} attempts): ${job.lastError ?? ''}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`jobs: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
