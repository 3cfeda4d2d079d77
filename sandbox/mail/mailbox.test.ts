// The mailer and the mailbox over real SMTP (no stubbed transport): an email sent by
// createMailer reaches the mailbox on a random port and is read back through its HTTP API.
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox, type StoredEmail } from './mailbox';
import { createMailer, mailerFromEnv, SmtpSendError, type Mailer, type OutgoingEmail } from './transport';

const FROM = 'Association des Amis <contact@amis.example>';

function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    messageId: `<receipt-42.${Math.random().toString(36).slice(2)}@formulaires.localhost>`,
    to: 'Ada Lovelace <ada@example.org>',
    subject: 'Votre reçu — Dons 2026',
    html: '<!doctype html><html lang="fr"><body><h1>Merci Ada</h1><p>Votre don de 50 €.</p></body></html>',
    text: 'Merci Ada\n\nVotre don de 50 €.',
    locale: 'fr',
    ...overrides,
  };
}

/** A port free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mailbox', () => {
  let mailbox: Mailbox;
  let mailer: Mailer;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    mailer = createMailer({ url: mailbox.smtpUrl, from: FROM });
  });
  afterAll(async () => {
    mailer.close();
    await mailbox.close();
  });
  beforeEach(() => mailbox.clear());

  async function listed(): Promise<StoredEmail[]> {
    const response = await fetch(`${mailbox.httpUrl}/email`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as StoredEmail[];
  }

  it('listens on the random ports it was given 0 for', () => {
    expect(mailbox.smtpPort).toBeGreaterThan(0);
    expect(mailbox.httpPort).toBeGreaterThan(0);
    expect(mailbox.smtpUrl).toBe(`smtp://127.0.0.1:${mailbox.smtpPort}`);
    expect(mailbox.httpUrl).toBe(`http://127.0.0.1:${mailbox.httpPort}`);
  });

  it('lists a sent email at GET /email with maildev’s fields', async () => {
    const sent = email({ replyTo: 'tresorier@amis.example' });
    const before = Date.now();
    const result = await mailer.send(sent);
    expect(result.accepted).toBe(true);
    expect(result.response).toMatch(/^250 /);

    const [received, ...others] = await listed();
    expect(others).toEqual([]);
    expect(received).toMatchObject({
      subject: sent.subject,
      to: [{ address: 'ada@example.org', name: 'Ada Lovelace' }],
      from: [{ address: 'contact@amis.example', name: 'Association des Amis' }],
      messageId: sent.messageId,
      envelope: { from: 'contact@amis.example', to: ['ada@example.org'] },
    });
    expect(received!.html).toContain('<h1>Merci Ada</h1>');
    expect(received!.text).toContain('Votre don de 50 €.');
    expect(received!.headers['content-language']).toBe('fr');
    expect(received!.headers['message-id']).toBe(sent.messageId);
    expect(received!.headers['reply-to']).toBe('tresorier@amis.example');
    expect(received!.headers.subject).toBeDefined();
    expect(typeof received!.id).toBe('string');
    // The Date header has a one-second precision.
    expect(Date.parse(received!.date)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(received!.date)).toBeLessThanOrEqual(Date.now());
    expect(mailbox.messages()).toEqual([received]);
  });

  it('keeps the Message-ID it is given, brackets added when missing, and the locale', async () => {
    await mailer.send(email({ messageId: 'resend-7@formulaires.localhost', locale: 'en' }));
    await mailer.send(email({ messageId: 'resend-7@formulaires.localhost', locale: 'en' }));
    const received = await listed();
    expect(received.map((message) => message.headers['message-id'])).toEqual([
      '<resend-7@formulaires.localhost>',
      '<resend-7@formulaires.localhost>',
    ]);
    expect(received.map((message) => message.headers['content-language'])).toEqual(['en', 'en']);
  });

  it('serves an email’s HTML part at GET /email/:id/html, its JSON and its source', async () => {
    const sent = email();
    await mailer.send(sent);
    const [received] = await listed();

    const html = await fetch(`${mailbox.httpUrl}/email/${received!.id}/html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(await html.text()).toBe(sent.html);

    const one = await fetch(`${mailbox.httpUrl}/email/${received!.id}`);
    expect(await one.json()).toEqual(received);

    const source = await fetch(`${mailbox.httpUrl}/email/${received!.id}/source`);
    expect(source.headers.get('content-type')).toBe('message/rfc822');
    expect(await source.text()).toMatch(/^Content-Language: fr\r$/m);

    expect((await fetch(`${mailbox.httpUrl}/email/nope/html`)).status).toBe(404);
  });

  it('empties on DELETE /email/all', async () => {
    await mailer.send(email());
    expect(await listed()).toHaveLength(1);
    const response = await fetch(`${mailbox.httpUrl}/email/all`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await listed()).toEqual([]);
    expect(mailbox.messages()).toEqual([]);
  });

  it('lists the emails on an HTML page at GET /', async () => {
    const empty = await (await fetch(`${mailbox.httpUrl}/`)).text();
    expect(empty).toContain('<html lang="en">');
    expect(empty).toContain('<h1>Mailbox</h1>');
    expect(empty).toContain('No email yet');

    await mailer.send(email({ subject: 'Reçu <n°1> & merci' }));
    const [received] = await listed();
    const response = await fetch(`${mailbox.httpUrl}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<th scope="col">Subject</th>');
    expect(page).toContain(
      `<a href="/email/${received!.id}/html">Reçu &lt;n°1&gt; &amp; merci</a></td><td>ada@example.org</td>`,
    );
  });

  it('accepts a client that logs in (SMTP_URL with a user and a password)', async () => {
    const withLogin = createMailer({
      url: `smtp://someone:secret@127.0.0.1:${mailbox.smtpPort}`,
      from: FROM,
    });
    try {
      await expect(withLogin.send(email())).resolves.toMatchObject({ accepted: true });
    } finally {
      withLogin.close();
    }
    expect(await listed()).toHaveLength(1);
  });

  it('refuses to start on a port in use, leaving nothing listening', async () => {
    const smtpPort = await freePort();
    const error = await startMailbox({ smtpPort, httpPort: mailbox.httpPort }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'EADDRINUSE' });
    // Its SMTP port, opened before the HTTP one failed, was closed again.
    const again = createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen(smtpPort, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => again.close(resolve));

    // Its SMTP port in use: the same, and no 'error' event left unheard (it would end the process).
    const httpPort = await freePort();
    await expect(startMailbox({ smtpPort: mailbox.smtpPort, httpPort })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('createMailer', () => {
  it('throws when the SMTP server refuses the recipient (5xx: permanent)', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const mailer = createMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      const error = await mailer.send(email()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SmtpSendError);
      expect(error).toMatchObject({ responseCode: 550, permanent: true });
      expect((error as Error).message).toMatch(/^Email <receipt-42\.\w+@formulaires\.localhost> not sent: .*550/);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => refusing.close(resolve));
    }
  });

  it('throws when the server answers 4xx (try again later)', async () => {
    const busy = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.server.address() as AddressInfo;
    const mailer = createMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      const error = await mailer.send(email()).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'SmtpSendError', responseCode: 451, permanent: false });
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => busy.close(resolve));
    }
  });

  it('throws when nothing listens (not permanent: retry later)', async () => {
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    const url = mailbox.smtpUrl;
    await mailbox.close();
    const mailer = createMailer({ url, from: FROM });
    const error = await mailer.send(email()).catch((caught: unknown) => caught);
    mailer.close();
    expect(error).toMatchObject({ name: 'SmtpSendError', permanent: false });
    expect((error as Error).message).toMatch(/ECONNREFUSED|connect/i);
  });

  it('refuses an address that is not smtp:// or smtps://, without repeating it', () => {
    expect(() => createMailer({ url: 'http://user:pw@example.org', from: FROM })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => createMailer({ url: 'not a url:pw', from: FROM })).toThrow(/^SMTP_URL is not a URL/);
    expect(() => createMailer({ url: 'not a url:pw', from: FROM })).not.toThrow(/pw/);
  });
});

describe('mailerFromEnv', () => {
  it('is null without SMTP_URL (or with an empty one)', () => {
    expect(mailerFromEnv({})).toBeNull();
    expect(mailerFromEnv({ SMTP_URL: '' })).toBeNull();
    expect(mailerFromEnv({ SMTP_URL: '  ' })).toBeNull();
  });

  it('sends from MAIL_FROM, else from the default address', async () => {
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    try {
      for (const env of [{ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: FROM }, { SMTP_URL: mailbox.smtpUrl }]) {
        const mailer = mailerFromEnv(env)!;
        await mailer.send(email());
        mailer.close();
      }
      expect(mailbox.messages().map((message) => message.from)).toEqual([
        [{ address: 'contact@amis.example', name: 'Association des Amis' }],
        [{ address: 'ne-pas-repondre@formulaires.localhost', name: 'Formulaires' }],
      ]);
    } finally {
      await mailbox.close();
    }
  });
});
