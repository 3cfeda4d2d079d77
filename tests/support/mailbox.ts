/**
 * The e2e servers' mail: the mailbox started beside them (playwright.config.ts) and
 * payments made through the sandbox's API, as another site or a script would, in the
 * payer's language (Accept-Language).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { sandbox } from './shell';

const appPort = Number(process.env.E2E_PORT ?? 3100);
/** The mailbox's page and JSON (GET /email), as playwright.config.ts starts it. */
export const mailboxUrl = `http://127.0.0.1:${appPort + 80}`;

export interface MailboxEmail {
  readonly id: string;
  readonly subject: string;
  readonly to: readonly { address: string }[];
  readonly html: string;
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly messageId: string;
}

export async function mailboxEmails(request: APIRequestContext): Promise<MailboxEmail[]> {
  const response = await request.get(`${mailboxUrl}/email`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MailboxEmail[];
}

/**
 * The emails whose Message-ID carries this job key's part (e.g. PaymentConfirmation.order.100012,
 * or ReceiptsAgain.order.100012, whose keys end with the instant asked), once some came.
 */
export async function emailsOf(
  request: APIRequestContext,
  keyPart: string,
  timeoutMs = 60_000,
): Promise<MailboxEmail[]> {
  let found: MailboxEmail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailboxEmails(request)).filter(
          (email) => email.messageId.includes(`.${keyPart}@`) || email.messageId.includes(`.${keyPart}.`),
        );
        return found.length;
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(0);
  return found;
}

const PAYER = {
  firstName: 'Jeanne',
  lastName: 'Durand',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
  country: 'FR',
  consent: true,
};

/** A cart paid by card through the sandbox's API (cart, payer, plan, init-payment, card, confirm); its order id. */
export async function payThroughApi(
  request: APIRequestContext,
  options: {
    readonly form: Readonly<Record<string, string>>;
    readonly items: readonly unknown[];
    readonly email: string;
    readonly lang: 'fr' | 'en';
    readonly instalments?: number;
    /** A signed-in payer's access token: the order is then theirs (their order page). */
    readonly token?: string;
    /** A test card (default 4242 4242 4242 4242). */
    readonly card?: string;
  },
): Promise<number> {
  const headers = {
    'accept-language': options.lang,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const api = `${sandbox}/api`;
  const cart = await request.post(`${api}/carts`, { data: { ...options.form, items: options.items }, headers });
  expect(cart.status(), await cart.text()).toBe(201);
  const cartId = ((await cart.json()) as { id: string }).id;
  const payer = await request.put(`${api}/carts/${cartId}/payer`, {
    data: { payer: { ...PAYER, email: options.email } },
    headers,
  });
  expect(payer.status(), await payer.text()).toBe(200);
  if (options.instalments) {
    const plan = await request.put(`${api}/carts/${cartId}/installments`, {
      data: { installments: { frequency: 'Installment', count: options.instalments } },
      headers,
    });
    expect(plan.status(), await plan.text()).toBe(200);
  }
  const init = await request.post(`${api}/carts/${cartId}/init-payment`, { data: { cgvConsent: true }, headers });
  expect(init.status(), await init.text()).toBe(200);
  const prId = ((await init.json()) as { id: string }).id;
  const started = await request.post(`${api}/payments/card-embed/initialize?paymentRequestId=${prId}`);
  expect(started.status(), await started.text()).toBe(200);
  const card = await request.post(`${sandbox}/provider/payments/${prId}/card`, {
    data: { cardNumber: options.card ?? '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  const paymentId =
    ((await card.json()) as { paymentId?: string }).paymentId ??
    ((await started.json()) as { paymentId: string }).paymentId;
  const confirm = await request.post(`${api}/payments/card-embed/confirm?paymentId=${paymentId}`);
  expect(confirm.status(), await confirm.text()).toBe(200);
  const status = await request.get(`${api}/payments/card-embed/get-next-action?paymentRequestId=${prId}`);
  const body = (await status.json()) as { state: string; orderId: number };
  expect(body.state).toBe('Authorized');
  return body.orderId;
}

/** Every link of an email's HTML part. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/gu)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}
