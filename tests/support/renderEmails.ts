/**
 * Writes every email (tests/support/emails.ts composeAllEmails) to a folder, as
 * `{name}.html` and `{name}.txt`, plus `index.json` listing the names: what the browser
 * check of the emails (tests/e2e/emails-a11y.spec.ts) opens, with no app server. Run
 * with tsx (it resolves the `@/` paths as the sandbox does):
 *
 *   npx tsx tests/support/renderEmails.ts <folder>
 *
 * The database is a fresh in-memory PGlite, migrated and seeded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '@/sandbox/db/client';
import { prepareDatabase } from '@/sandbox/runtime';
import { composeAllEmails, emailContext } from './emails';

async function main(folder: string | undefined) {
  if (!folder) throw new Error('usage: tsx tests/support/renderEmails.ts <folder>');
  mkdirSync(folder, { recursive: true });
  const handle = await openPglite();
  try {
    await prepareDatabase(handle);
    const emails = await composeAllEmails(emailContext(handle.db));
    for (const { name, email } of emails) {
      writeFileSync(join(folder, `${name}.html`), email.html);
      writeFileSync(join(folder, `${name}.txt`), `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}`);
    }
    writeFileSync(join(folder, 'index.json'), JSON.stringify(emails.map(({ name }) => name)));
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
