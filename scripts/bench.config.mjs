// What `npm run bench` measures. Later journeys add their pages here.
const donation = '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
const cartCookie = 'forms-cart.les-amis-du-quartier.formulaires.soutenir-nos-actions';
const event = '/associations/les-amis-du-quartier/evenements/fete-de-quartier';

/**
 * Steps 2 and 3 need a cart (without one they redirect to step 1): one is made through the
 * sandbox API before the run, and its cookie is sent with every request. The cart holds
 * for 15 minutes, longer than a run.
 */
function withDonationCart({ payer }) {
  return async (origin) => {
    const api = `${origin}/forms/sandbox/api`;
    const post = async (method, path, body) => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`bench setup: ${method} ${path} answered ${response.status}`);
      return response.json();
    };
    const cart = await post('POST', '/carts', {
      organizationSlug: 'les-amis-du-quartier',
      formSlug: 'soutenir-nos-actions',
      formType: 'Donation',
      items: [{ tierId: 1011, customAmount: 5000 }],
    });
    if (payer) {
      await post('PUT', `/carts/${cart.id}/payer`, {
        payer: {
          firstName: 'Léa',
          lastName: 'Martin',
          email: 'lea.martin@example.fr',
          address: '12 rue des Lilas',
          zipCode: '69003',
          city: 'Lyon',
          country: 'FR',
        },
      });
    }
    return { cookie: `${cartCookie}=${cart.id}~1011.1.5000` };
  };
}

export const benchConfig = {
  /** SSR throughput: autocannon, 20 connections, 10 s each, against the bare baseline. */
  ssr: {
    connections: 20,
    durationSeconds: 10,
    baseline: { name: 'baseline (/healthz)', path: '/healthz' },
    pages: [
      { name: 'home', path: '/' },
      { name: 'display settings', path: '/parametres-affichage' },
      { name: 'donation step 1', path: donation },
      { name: 'donation step 1 (en)', path: `${donation}/1/en` },
      { name: 'donation step 2', path: `${donation}/2`, headers: withDonationCart({ payer: false }) },
      { name: 'donation step 3', path: `${donation}/3`, headers: withDonationCart({ payer: true }) },
      { name: 'donation widget step 1', path: `${donation}/widget/1` },
      { name: 'event step 1', path: event },
    ],
  },
  /** Lighthouse mobile (default form factor and throttling), median of `runs`. */
  lighthouse: {
    runs: 3,
    pages: [
      { name: 'home', path: '/' },
      { name: 'donation step 1', path: donation },
      { name: 'donation widget step 1', path: `${donation}/widget/1` },
      { name: 'event step 1', path: event },
    ],
  },
};
