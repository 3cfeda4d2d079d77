/**
 * The mailbox: a local mail catcher for the demo and the tests. An SMTP server takes every
 * email sent to it (any recipient, no password, no TLS) and an HTTP server shows them:
 *
 *   GET    /                 a page listing them, each linked to its HTML view
 *   GET    /email            all of them as JSON, oldest first (maildev's fields: id, subject,
 *                            to, from, html, text, headers, date, messageId; and envelope)
 *   GET    /email/:id        one of them as JSON
 *   GET    /email/:id/html   its HTML part as a page (how a browser test renders an email)
 *   GET    /email/:id/source the message as received (message/rfc822)
 *   DELETE /email/all        empties the mailbox
 *
 * The emails are kept in memory only, the last MAX_MESSAGES of them: this is a catcher for
 * looking at what the product sends, not product state (the job queue keeps what must
 * survive a restart). It listens on 127.0.0.1 unless told otherwise.
 *
 * Why not maildev (the issue names it): maildev 3 pulls fastify, socket.io, the MCP SDK and
 * zod 3 through five @maildev/* packages, to run as a separate program with its own web
 * app. This is one file on smtp-server and mailparser (nodemailer's siblings, no web
 * framework: node:http), runs in the process that wants it (`npm start`, a test), starts
 * on port 0 for parallel tests, and answers `GET /email` with the fields maildev's API
 * gives, so a tool written against maildev reads it too.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Server } from 'node:net';
import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '@/lib/http/escapeHtml';

export interface StoredAddress {
  address: string;
  name: string;
}

/** One email as `GET /email` gives it. */
export interface StoredEmail {
  id: string;
  messageId: string | null;
  subject: string;
  from: StoredAddress[];
  to: StoredAddress[];
  html: string | null;
  text: string | null;
  /** Lower-cased header names; a header given more than once has all its values. */
  headers: Record<string, string | string[]>;
  /** ISO 8601: the `Date` header, else when it arrived. */
  date: string;
  /** What the SMTP client said (MAIL FROM, RCPT TO): who it was really sent to. */
  envelope: { from: string | null; to: string[] };
}

export interface Mailbox {
  /** smtp://host:port, for SMTP_URL. */
  smtpUrl: string;
  /** http://host:port, the page and the JSON. */
  httpUrl: string;
  smtpPort: number;
  httpPort: number;
  messages(): StoredEmail[];
  clear(): void;
  close(): Promise<void>;
}

/** The largest message accepted (SMTP SIZE): far above any email the product sends. */
const MAX_SIZE = 10 * 1024 * 1024;
/** The newest emails kept; older ones are dropped. */
const MAX_MESSAGES = 1000;

/**
 * The ports and host `npm run mailbox` and `npm start` use: MAILBOX_SMTP_PORT (default
 * 1025), MAILBOX_PORT for the page and the JSON (default 1080), MAILBOX_HOST (default
 * 127.0.0.1; 0.0.0.0 to reach it from outside a container).
 */
export function mailboxOptionsFromEnv(env: Record<string, string | undefined> = process.env): {
  smtpPort: number;
  httpPort: number;
  host: string;
} {
  const port = (name: string, fallback: number): number => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0 || number > 65_535) {
      throw new RangeError(`${name} must be a port number (0 to 65535), not "${value}".`);
    }
    return number;
  };
  return {
    smtpPort: port('MAILBOX_SMTP_PORT', 1025),
    httpPort: port('MAILBOX_PORT', 1080),
    host: env.MAILBOX_HOST?.trim() || '127.0.0.1',
  };
}

/**
 * Starts the mailbox. Port 0 picks a free port (the result says which). Rejects when a port
 * is taken (the error's `code` is EADDRINUSE), leaving nothing listening.
 */
export async function startMailbox(options: { smtpPort: number; httpPort: number; host?: string }): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const stored: { email: StoredEmail; source: Buffer }[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    // A password, if the client sends one, is accepted: plain text on a local connection.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    // Local and plain: no certificate to make or trust.
    disabledCommands: ['STARTTLS'],
    size: MAX_SIZE,
    logger: false,
    banner: 'Formulaires mailbox (local, for development)',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const source = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        toStoredEmail(source, envelope).then(
          (email) => {
            stored.push({ email, source });
            if (stored.length > MAX_MESSAGES) stored.splice(0, stored.length - MAX_MESSAGES);
            callback(null, `OK: stored as ${email.id}`);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  // smtp-server emits its errors on itself: a port in use (listen below rejects with it), a
  // client's socket reset (that client sees its send fail). Unheard, one would end the
  // process that runs the mailbox, `npm start` included.
  smtp.on('error', () => {});

  const http = createServer((request, response) => {
    try {
      answer(request, response);
    } catch {
      send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
    }
  });

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', 'http://mailbox').pathname;
    const method = request.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    if (read && path === '/') return send(response, 200, 'text/html; charset=utf-8', listPage(messages()));
    if (read && path === '/email') return sendJson(response, 200, messages());
    if (method === 'DELETE' && path === '/email/all') {
      stored.length = 0;
      return sendJson(response, 200, true);
    }
    const match = /^\/email\/([^/]+)(?:\/(html|source))?$/.exec(path);
    const found = match && read ? stored.find(({ email }) => email.id === match[1]) : undefined;
    if (match && found) {
      if (match[2] === 'html') {
        if (found.email.html === null) return send(response, 404, 'text/plain; charset=utf-8', 'No HTML part');
        // The email's own page: scripts never run (mail clients do not run them either).
        response.setHeader('Content-Security-Policy', "script-src 'none'; object-src 'none'; base-uri 'none'");
        return send(response, 200, 'text/html; charset=utf-8', found.email.html);
      }
      if (match[2] === 'source') return send(response, 200, 'message/rfc822', found.source);
      return sendJson(response, 200, found.email);
    }
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  function messages(): StoredEmail[] {
    return stored.map(({ email }) => email);
  }

  await listen(smtp.server, options.smtpPort, host).catch((error: unknown) => {
    smtp.close();
    throw error;
  });
  await listen(http, options.httpPort, host).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  // Listening on every interface: this machine reaches it on the loopback address.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const urlHost = reachable.includes(':') ? `[${reachable}]` : reachable;

  return {
    smtpUrl: `smtp://${urlHost}:${smtpPort}`,
    httpUrl: `http://${urlHost}:${httpPort}`,
    smtpPort,
    httpPort,
    messages,
    clear: () => {
      stored.length = 0;
    },
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(resolve)),
      ]);
    },
  };
}

/** Listens, or rejects with the server's error (EADDRINUSE) instead of emitting it. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

async function toStoredEmail(source: Buffer, envelope: StoredEmail['envelope']): Promise<StoredEmail> {
  const parsed = await simpleParser(source);
  const headers: Record<string, string | string[]> = {};
  for (const { key, line } of parsed.headerLines) {
    // The raw value, unfolded: what the sender wrote, not mailparser's structured reading.
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const previous = headers[key];
    headers[key] =
      previous === undefined ? value
      : Array.isArray(previous) ? [...previous, value]
      : [previous, value];
  }
  return {
    id: randomUUID(),
    messageId: parsed.messageId ?? null,
    subject: parsed.subject ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    headers,
    date: (parsed.date ?? new Date()).toISOString(),
    envelope,
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): StoredAddress[] {
  const flatten = (list: EmailAddress[]): StoredAddress[] =>
    list.flatMap((entry) =>
      entry.group ? flatten(entry.group)
      : entry.address ? [{ address: entry.address, name: entry.name }]
      : [],
    );
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((object) => flatten(object.value));
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/** The list page: plain HTML, a heading and a table (or a sentence when it is empty). */
function listPage(emails: StoredEmail[]): string {
  const newestFirst = [...emails].reverse();
  const rows = newestFirst
    .map((email) => {
      const to = email.to.map(({ address }) => address).join(', ') || email.envelope.to.join(', ');
      const subject = escapeHtml(email.subject || '(no subject)');
      const view =
        email.html === null ? subject : `<a href="/email/${encodeURIComponent(email.id)}/html">${subject}</a>`;
      return (
        `<tr><td>${view}</td><td>${escapeHtml(to)}</td>` +
        `<td><time datetime="${escapeHtml(email.date)}">${escapeHtml(email.date)}</time></td>` +
        `<td><a href="/email/${encodeURIComponent(email.id)}/source">Source<span class="hidden"> of ${subject}</span></a></td></tr>`
      );
    })
    .join('\n');
  const body =
    emails.length === 0 ?
      '<p>No email yet. Emails the demo sends appear here (reload the page).</p>'
    : `<table>
<caption>${emails.length} email${emails.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Date</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (${emails.length}): Formulaires</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; background: #fff; }
table { border-collapse: collapse; }
caption { text-align: start; margin-block-end: 0.5rem; }
th, td { border: 1px solid #767676; padding: 0.4rem 0.6rem; text-align: start; vertical-align: top; }
a { color: #0645ad; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>The emails sent to this local mail catcher (kept in memory until it stops). As JSON: <a href="/email">/email</a>.</p>
${body}
</main>
</body>
</html>
`;
}
