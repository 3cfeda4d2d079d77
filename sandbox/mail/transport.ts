/**
 * Sending email over SMTP (nodemailer). `SMTP_URL` says where: smtp://user:pass@host:587
 * (STARTTLS when the server offers it), smtps://user:pass@host:465 (TLS from the start), or
 * the local mailbox's smtp://127.0.0.1:1025 that `npm start` passes when none is set
 * (docs/emails.md). No SMTP_URL, no mailer: the caller keeps its emails for later.
 *
 * One connection per message (no pool): a send is a short, independent step of the job
 * queue, and a connection left open between jobs would be one more thing to go stale.
 */
import { createTransport } from 'nodemailer';

/** One email, ready to go: the templates made it, the queue hands it over. */
export interface OutgoingEmail {
  /**
   * The `Message-ID`, chosen by the caller and kept across retries: a resend after a crash
   * carries the same one, so a mail client can tell it is the same message. `<id@domain>`
   * (the brackets are added when missing).
   */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Sent as `Content-Language`. */
  locale: 'fr' | 'en';
  replyTo?: string;
}

export interface Mailer {
  /**
   * Sends one email. Resolves once the SMTP server accepted it (`response` is its reply,
   * say `250 OK: queued`); rejects with an {@link SmtpSendError} when it is refused or
   * cannot be reached, so that the caller retries later.
   */
  send(email: OutgoingEmail): Promise<{ accepted: boolean; response: string }>;
  close(): void;
}

/**
 * A send that did not go through. `permanent` is true when the server answered with a 5xx
 * code (the address or the message refused: retrying the same mail will not help); false
 * for a 4xx answer, a timeout or a connection that failed (retry later).
 */
export class SmtpSendError extends Error {
  readonly responseCode: number | undefined;
  readonly permanent: boolean;
  constructor(message: string, options: { responseCode?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'SmtpSendError';
    this.responseCode = options.responseCode;
    this.permanent = options.responseCode !== undefined && options.responseCode >= 500;
  }
}

/**
 * The From address when `MAIL_FROM` is unset. A sender's address is not a secret (unlike a
 * password, which never has a default): a default that works on the local mailbox is fine.
 * In production set `MAIL_FROM` to an address of a domain the SMTP server may send for.
 */
const DEFAULT_FROM = 'Formulaires <ne-pas-repondre@formulaires.localhost>';

/** How long a connection, the server's greeting and a silent socket may take. */
const TIMEOUT_MS = 10_000;

/** The mailer `SMTP_URL` and `MAIL_FROM` describe; null when SMTP_URL is unset or empty. */
export function mailerFromEnv(env: Record<string, string | undefined> = process.env): Mailer | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  return createMailer({ url, from: env.MAIL_FROM?.trim() || DEFAULT_FROM });
}

export function createMailer(options: { url: string; from: string }): Mailer {
  let protocol: string;
  try {
    protocol = new URL(options.url).protocol;
  } catch {
    // Not the value itself: it may hold a password.
    throw new Error('SMTP_URL is not a URL (smtp://user:pass@host:587 or smtps://user:pass@host:465).');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
  }
  const transport = createTransport({
    url: options.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(email) {
      let info;
      try {
        info = await transport.sendMail({
          from: options.from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: email.messageId,
          headers: { 'Content-Language': email.locale },
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        const reason = error instanceof Error ? error.message : String(error);
        throw new SmtpSendError(`Email ${email.messageId} not sent: ${reason}`, {
          responseCode: typeof responseCode === 'number' ? responseCode : undefined,
          cause: error,
        });
      }
      // One recipient: refused, it is in `rejected` (nodemailer rejects when all are).
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new SmtpSendError(`Email ${email.messageId} not sent: recipient refused (${info.response})`, {
          responseCode: Number.parseInt(info.response, 10) || undefined,
        });
      }
      return { accepted: true, response: info.response };
    },
    close() {
      transport.close();
    },
  };
}
