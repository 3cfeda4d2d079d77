/**
 * `npm run mailbox`: the local mail catcher on its own (sandbox/mail/mailbox.ts; `npm start`
 * starts the same one when SMTP_URL is unset). SMTP on MAILBOX_SMTP_PORT (default 1025),
 * the page and the JSON on MAILBOX_PORT (default 1080), both on MAILBOX_HOST (default
 * 127.0.0.1). Point a server at it with SMTP_URL=smtp://127.0.0.1:1025. Emails are kept in
 * memory until it stops.
 */
import { mailboxOptionsFromEnv, startMailbox } from '../mail/mailbox';

async function main(): Promise<void> {
  const options = mailboxOptionsFromEnv(process.env);
  const mailbox = await startMailbox(options);
  const shown = (url: string) => url.replace('//127.0.0.1:', '//localhost:');
  process.stdout.write(
    `Mailbox: ${shown(mailbox.httpUrl)} (JSON: ${shown(mailbox.httpUrl)}/email)\n` +
      `SMTP: ${mailbox.smtpUrl} (SMTP_URL=${mailbox.smtpUrl} to send to it)\n`,
  );
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => void mailbox.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  const detail =
    code === 'EADDRINUSE' ?
      `${(error as Error).message}: another program uses that port (MAILBOX_PORT, MAILBOX_SMTP_PORT to choose others).`
    : error instanceof RangeError ? error.message
    : error instanceof Error ? (error.stack ?? error.message)
    : String(error);
  process.stderr.write(`mailbox failed to start: ${detail}\n`);
  process.exit(1);
});
