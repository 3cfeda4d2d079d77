#!/usr/bin/env node
// Prepares a demo cart as an association's site would (POST /carts/cart-one-page on the
// sandbox API of a running `npm start`, with the organisation's API credential) and
// prints the checkout address to open.
//
//   npm run demo:checkout                          # 25 € on the seed's "Commande en ligne"
//   npm run demo:checkout -- 4200                  # another amount, in cents
//   FORMS_URL=http://localhost:3100/forms npm run demo:checkout
//   FORMS_CLIENT_ID=… FORMS_CLIENT_SECRET=… npm run demo:checkout   # a credential you have
//
// The credential: FORMS_CLIENT_ID / FORMS_CLIENT_SECRET when given; otherwise the script
// signs in as the demo organisation admin (admin.asso@example.org, docs/sandbox.md) and
// makes a new credential of les-amis-du-quartier, whose random secret the sandbox shows
// once. No secret is written here: the seeded demo credential works only in test mode.
const app = (process.env.FORMS_URL ?? 'http://localhost:3000/forms').replace(/\/$/, '');
const sandbox = `${app}/sandbox`;
const amount = Number(process.argv[2] ?? 2500);
if (!Number.isInteger(amount) || amount < 50) {
  console.error('The amount is in cents, at least 50 (0.50 €).');
  process.exit(2);
}
const organizationSlug = 'les-amis-du-quartier';

async function call(what, path, init) {
  const response = await fetch(`${sandbox}${path}`, init).catch((error) => {
    console.error(`No app answers at ${app} (${error.cause?.code ?? error.message}): start it with npm start.`);
    process.exit(1);
  });
  if (!response.ok) {
    console.error(`The sandbox refused ${what}: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  return response.json();
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function credential() {
  if (process.env.FORMS_CLIENT_ID && process.env.FORMS_CLIENT_SECRET) {
    return { clientId: process.env.FORMS_CLIENT_ID, clientSecret: process.env.FORMS_CLIENT_SECRET };
  }
  const admin = await call(
    'the demo admin’s sign-in',
    '/auth/token',
    form({ grant_type: 'password', username: 'admin.asso@example.org', password: 'Formulaires2026!' }),
  );
  const made = await call('a new API credential', `/api/organizations/${organizationSlug}/api-clients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  console.log(
    `API credential of ${organizationSlug}: FORMS_CLIENT_ID=${made.clientId} FORMS_CLIENT_SECRET=${made.clientSecret}`,
  );
  return made;
}

const { clientId, clientSecret } = await credential();
const token = await call(
  'the credential',
  '/auth/token',
  form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
);
const cart = await call('the cart', '/api/carts/cart-one-page', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
  body: JSON.stringify({
    organizationSlug,
    formSlug: 'commande-en-ligne',
    formType: 'Checkout',
    items: [{ tierId: 1071, customAmount: amount }],
  }),
});
console.log(`${app}/associations/${organizationSlug}/checkout/${cart.id}`);
console.log('The cart expires after 15 minutes without activity.');
