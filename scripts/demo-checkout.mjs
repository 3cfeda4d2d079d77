#!/usr/bin/env node
// Prepares a demo cart as an association's site would (POST /carts/cart-one-page on the
// sandbox API of a running `npm start`) and prints the checkout address to open.
//
//   npm run demo:checkout                          # 25 € on the seed's "Commande en ligne"
//   npm run demo:checkout -- 4200                  # another amount, in cents
//   FORMS_URL=http://localhost:3100/forms npm run demo:checkout
const app = (process.env.FORMS_URL ?? 'http://localhost:3000/forms').replace(/\/$/, '');
const amount = Number(process.argv[2] ?? 2500);
if (!Number.isInteger(amount) || amount < 50) {
  console.error('The amount is in cents, at least 50 (0.50 €).');
  process.exit(2);
}
const organizationSlug = 'les-amis-du-quartier';
const response = await fetch(`${app}/sandbox/api/carts/cart-one-page`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    organizationSlug,
    formSlug: 'commande-en-ligne',
    formType: 'Checkout',
    items: [{ tierId: 1071, customAmount: amount }],
  }),
}).catch((error) => {
  console.error(`No app answers at ${app} (${error.cause?.code ?? error.message}): start it with npm start.`);
  process.exit(1);
});
if (!response.ok) {
  console.error(`The sandbox refused the cart: ${response.status} ${await response.text()}`);
  process.exit(1);
}
const cart = await response.json();
console.log(`${app}/associations/${organizationSlug}/checkout/${cart.id}`);
console.log('The cart expires after 15 minutes without activity.');
