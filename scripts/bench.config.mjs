// What `npm run bench` measures. Later journeys add their pages here.
const donation = '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
const cartCookie = 'forms-cart.les-amis-du-quartier.formulaires.soutenir-nos-actions';
const event = '/associations/les-amis-du-quartier/evenements/fete-de-quartier';
const membership = '/associations/les-amis-du-quartier/adhesions/adhesion-annuelle';
const shop = '/associations/les-amis-du-quartier/boutiques/la-boutique';
const paymentForm = '/associations/les-amis-du-quartier/paiements/sortie-au-musee';
const crowdfunding = '/associations/les-amis-du-quartier/collectes/un-toit-pour-le-local';

/** A JSON call to the sandbox under `base` that throws on an error status. */
function jsonCaller(base) {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`bench setup: ${method} ${path} answered ${response.status}`);
    return response.json();
  };
}

/** A 50 € donation cart through the forms API at `api`, with its payer when `payer`. */
async function donationCart(api, { payer, consent = false }) {
  const call = jsonCaller(api);
  const cart = await call('POST', '/carts', {
    organizationSlug: 'les-amis-du-quartier',
    formSlug: 'soutenir-nos-actions',
    formType: 'Donation',
    items: [{ tierId: 1011, customAmount: 5000 }],
  });
  if (payer) {
    await call('PUT', `/carts/${cart.id}/payer`, {
      payer: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea.martin@example.fr',
        address: '12 rue des Lilas',
        zipCode: '69003',
        city: 'Lyon',
        country: 'FR',
        ...(consent ? { consent: true } : {}),
      },
    });
  }
  return cart;
}

/**
 * Steps 2 and 3 need a cart (without one they redirect to step 1): one is made through the
 * sandbox API before the run, and its cookie is sent with every request. The cart holds
 * for 15 minutes, longer than a run.
 */
function withDonationCart({ payer }) {
  // `api`: the forms API the app under test uses (the standalone sandbox in its SSR run).
  return async (origin, api = `${origin}/forms/sandbox/api`) => {
    const cart = await donationCart(api, { payer });
    return { cookie: `${cartCookie}=${cart.id}~1011.1.5000` };
  };
}

/** Cookies that make a cart for an event's step 2 (places chosen) through the sandbox API. */
function withEventCart() {
  return async (origin, api = `${origin}/forms/sandbox/api`) => {
    const response = await fetch(`${api}/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organizationSlug: 'les-amis-du-quartier',
        formSlug: 'fete-de-quartier',
        formType: 'Event',
        items: [{ tierId: 1022 }, { tierId: 1022 }],
      }),
    });
    if (!response.ok) throw new Error(`bench setup: POST /carts answered ${response.status}`);
    const cart = await response.json();
    return { cookie: `forms-cart.les-amis-du-quartier.evenements.fete-de-quartier=${cart.id}~1022.2.-` };
  };
}

/** Clicks the step's "Continuer" and waits for the next step's address. */
async function submitTo(page, path) {
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL((url) => url.pathname === `/forms${path}`);
}

/**
 * A donation's payment request through the sandbox (the card page's `/paiement/embarque/{id}`),
 * paid and authorised when `confirmed` (the confirmation's `/paiement/embarque/confirmation/{id}`):
 * the steps of scripts/bench-sandbox.mjs's journey.
 */
function donationPayment({ confirmed, withId = false }) {
  return async (origin) => {
    const sandbox = `${origin}/forms/sandbox`;
    const call = jsonCaller(sandbox);
    const cart = await donationCart(`${sandbox}/api`, { payer: true, consent: true });
    const request = await call('POST', `/api/carts/${cart.id}/init-payment`, {});
    if (!confirmed) return { path: `/paiement/embarque/${request.id}` };
    const attempt = await call('POST', `/api/payments/card-embed/initialize?paymentRequestId=${request.id}`);
    await call('POST', `/provider/payments/${request.id}/card`, {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    await call('POST', `/api/payments/card-embed/confirm?paymentId=${attempt.paymentId}`);
    return {
      path: `/paiement/embarque/confirmation/${request.id}`,
      ...(withId ? { paymentRequestId: request.id } : {}),
    };
  };
}

/** A paid donation's payment receipt, opened by the signed link its confirmation gives. */
function paymentReceipt() {
  return async (origin) => {
    const { paymentRequestId } = await donationPayment({ confirmed: true, withId: true })(origin);
    const summary = await jsonCaller(`${origin}/forms/sandbox`)(
      'GET',
      `/api/payments/summary?paymentRequestId=${paymentRequestId}`,
    );
    const receiptUrl = summary.receipts?.paymentReceiptUrl;
    if (!receiptUrl) throw new Error('bench setup: the summary gives no payment receipt link');
    const { pathname, search } = new URL(receiptUrl);
    return { path: `${pathname.replace(/^\/forms/u, '')}${search}` };
  };
}

/**
 * The demo payer's order page (`/utilisateur/commandes/12`, a donation; sandbox/seed/people.ts),
 * signed in as the sign-in action would be: a password grant through the sandbox, its tokens
 * sent as the session's cookies. A grant per run: the access token lives 5 minutes.
 */
function demoPayerOrderPage() {
  return async (origin) => {
    const response = await fetch(`${origin}/forms/sandbox/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'payeur@example.org',
        password: 'Formulaires2026!',
      }),
    });
    if (!response.ok) throw new Error(`bench setup: POST /auth/token answered ${response.status}`);
    const tokens = await response.json();
    return {
      path: '/utilisateur/commandes/12',
      headers: {
        cookie: `forms-access-token=${tokens.access_token}; forms-refresh-token=${tokens.refresh_token}; forms-session=1`,
      },
    };
  };
}

export const benchConfig = {
  /**
   * The floor: scripts/bench-floor, a bare App Router page (a server component, no
   * providers) of the same Next version and basePath, built and served beside the app.
   */
  floor: { dir: 'scripts/bench-floor', port: Number(process.env.BENCH_FLOOR_PORT ?? 3201), path: '/' },
  /**
   * The markup floor: scripts/bench-markup, a bare App Router app (the floor's config) that
   * renders each page of the standalone SSR run with that page's own HTML elements, read
   * from its document (scripts/lib/markupTree.mjs), as a plain server component. Its req/s
   * says what Next costs for that much markup; the page's, what our code adds to it.
   */
  markupFloor: {
    dir: 'scripts/bench-markup',
    port: Number(process.env.BENCH_MARKUP_PORT ?? Number(process.env.BENCH_PORT ?? 3200) + 3),
  },
  /**
   * The document floor: scripts/bench-document, a bare App Router app (the floor's config,
   * styles inlined as the app's) serving each page of `lighthouse` with that page's own
   * document — elements, text, inlined CSS, fonts — and none of our components
   * (scripts/lib/documentFloor.mjs). Lighthouse measures it in the same rounds: what the
   * framework alone costs a phone for that document; the Lighthouse budgets are on what
   * each page adds to it.
   */
  documentFloor: {
    dir: 'scripts/bench-document',
    port: Number(process.env.BENCH_DOCUMENT_PORT ?? Number(process.env.BENCH_PORT ?? 3200) + 4),
  },
  /**
   * JavaScript each page makes Chromium fetch (gzip, lazy chunks loaded with the page
   * included), above the floor's, in KB: `page` — non-form pages; `journey` — a step of
   * any kind, its own form included (the embedded form too). The widget pages have their
   * own check in scripts/bench.mjs: no script at all.
   */
  jsBudgetsKb: { page: 20, journey: 60 },
  js: [
    { name: 'home', path: '/', budget: 'page' },
    { name: 'display settings', path: '/parametres-affichage', budget: 'page' },
    { name: 'sign-in page', path: '/connexion', budget: 'page' },
    { name: 'error page', path: '/erreur/404', budget: 'page' },
    {
      name: 'order page',
      path: '/utilisateur/commandes/12',
      budget: 'page',
      headers: async (origin) => (await demoPayerOrderPage()(origin)).headers,
    },
    // A form of its own (Conform, the design system's fields): measured as a journey step.
    { name: 'report page', path: `${donation}/signaler`, budget: 'journey' },
    { name: 'donation step 1', path: donation, budget: 'journey' },
    { name: 'donation step 2', path: `${donation}/2`, budget: 'journey', headers: withDonationCart({ payer: false }) },
    { name: 'donation step 3', path: `${donation}/3`, budget: 'journey', headers: withDonationCart({ payer: true }) },
    { name: 'event step 1', path: event, budget: 'journey' },
    { name: 'event step 2', path: `${event}/2`, budget: 'journey', headers: withEventCart() },
    { name: 'membership step 1', path: membership, budget: 'journey' },
    { name: 'shop step 1', path: shop, budget: 'journey' },
    { name: 'payment form step 1', path: paymentForm, budget: 'journey' },
    { name: 'crowdfunding step 1 (its page)', path: crowdfunding, budget: 'journey' },
    // The embedded form (SPEC: the /widget/{steps} suffix) is a journey in a frame, so a
    // journey step's budget; the widget pages (counter, button, thumbnails) are measured apart.
    { name: 'donation embedded form step 1', path: `${donation}/widget/1`, budget: 'journey' },
  ],
  /**
   * SSR throughput: autocannon, 20 connections, 10 s each; `budget`: the least share of the
   * floor's req/s. `pages` run with the API in process (the app's PGlite sandbox; the
   * budgets are shown there as information); `standalone.pages` with the API served by the
   * standalone sandbox on PostgreSQL (its own schema), where the budgets apply.
   */
  ssr: {
    connections: 20,
    durationSeconds: 10,
    pages: [
      { name: 'healthz', path: '/healthz' },
      { name: 'home', path: '/' },
      { name: 'display settings', path: '/parametres-affichage' },
      { name: 'donation step 1', path: donation },
      { name: 'donation step 1 (en)', path: `${donation}/1/en` },
      { name: 'donation step 2', path: `${donation}/2`, headers: withDonationCart({ payer: false }) },
      { name: 'donation step 3', path: `${donation}/3`, headers: withDonationCart({ payer: true }) },
      { name: 'donation embedded form step 1', path: `${donation}/widget/1` },
      { name: 'event step 1', path: event },
      { name: 'membership step 1', path: membership },
      { name: 'shop step 1', path: shop },
      { name: 'payment form step 1', path: paymentForm },
      { name: 'crowdfunding step 1 (its page)', path: crowdfunding },
    ],
    standalone: {
      databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      schema: process.env.BENCH_DB_SCHEMA || 'bench',
      /** The standalone sandbox's port (the app's and the floor's are BENCH_PORT, BENCH_FLOOR_PORT). */
      port: Number(process.env.BENCH_SANDBOX_PORT ?? Number(process.env.BENCH_PORT ?? 3200) + 2),
      // `budget`: as visitors get the page (from the page memory when it holds it);
      // `renderBudget`: the page rendered (issue 41).
      pages: [
        { name: 'home', path: '/' },
        { name: 'donation step 1', path: donation, budget: 0.5, renderBudget: 0.35 },
        {
          name: 'donation step 2',
          path: `${donation}/2`,
          headers: withDonationCart({ payer: false }),
          renderBudget: 0.35,
        },
        { name: 'event step 1', path: event, budget: 0.5, renderBudget: 0.35 },
        { name: 'membership step 1', path: membership, budget: 0.5, renderBudget: 0.35 },
        { name: 'shop step 1', path: shop, budget: 0.5, renderBudget: 0.35 },
        { name: 'payment form step 1', path: paymentForm, budget: 0.5, renderBudget: 0.35 },
        { name: 'crowdfunding step 1 (its page)', path: crowdfunding, budget: 0.5, renderBudget: 0.35 },
      ],
    },
  },
  /**
   * Lighthouse mobile, performance only, the CPU slowdown calibrated before each run from the
   * machine's benchmark index (scripts/lib/cpuCalibration.mjs), `runs` rounds of the floor then
   * every page (`--quick`: `quickRuns` rounds of the pages marked `quick`), medians; the
   * budgets are read against the floor's medians of the same run.
   * `prepare(origin)`: a page that needs state (a cart, a payment) gets it for each run and
   * says its path and headers.
   */
  lighthouse: {
    runs: 5,
    quickRuns: 3,
    /** Rounds with real throttling (devtools) of the `quick` pages and their documents: LCP only. */
    devtoolsRuns: 3,
    budget: {
      /**
       * What our code may add to the main thread during load, over the page's own document
       * rendered by a bare page (median of the rounds' paired differences, issue 55).
       * `journey`: a step, the card page, the confirmation; `page`: a page without a payment form.
       */
      tbtAboveDocumentMs: { journey: 150, page: 75 },
      lcpAboveDocumentMs: 100,
      /** LCP's cap, where the devtools runs say the document itself can meet it. */
      lcpMs: 2500,
      cls: 0.02,
      performance: 95,
      /** The performance budget applies only where the floor itself scores at least this. */
      floorPerformance: 98,
    },
    // Every page is measured beside its own document in a bare page (the document floor).
    pages: [
      { name: 'home', path: '/', kind: 'page', quick: true },
      { name: 'display settings', path: '/parametres-affichage', kind: 'page' },
      { name: 'report page', path: `${donation}/signaler`, kind: 'page' },
      { name: 'donation step 1', path: donation, kind: 'journey', quick: true },
      { name: 'event step 1', path: event, kind: 'journey', quick: true },
      { name: 'membership step 1', path: membership, kind: 'journey' },
      { name: 'shop step 1', path: shop, kind: 'journey' },
      { name: 'payment form step 1', path: paymentForm, kind: 'journey' },
      { name: 'crowdfunding step 1 (its page)', path: crowdfunding, kind: 'journey' },
      { name: 'donation step 2', path: `${donation}/2`, kind: 'journey', headers: withDonationCart({ payer: false }) },
      { name: 'donation step 3', path: `${donation}/3`, kind: 'journey', headers: withDonationCart({ payer: true }) },
      { name: 'card page', kind: 'journey', prepare: donationPayment({ confirmed: false }) },
      { name: 'confirmation', kind: 'journey', prepare: donationPayment({ confirmed: true }) },
      { name: 'payment receipt', kind: 'page', prepare: paymentReceipt() },
      { name: 'order page', kind: 'page', prepare: demoPayerOrderPage() },
      // A widget page of SPEC §2 (HTML and CSS, no JavaScript).
      { name: 'widget (thumbnail)', path: `${donation}/widget-vignette`, kind: 'page' },
    ],
  },
  /**
   * INP of the first interactions a payer makes on step 1 (scripts/lib/benchInp.mjs): Event
   * Timing at `cpuRate`× CPU, the slowest interaction of each run, median of the Lighthouse
   * part's number of runs.
   */
  inp: {
    cpuRate: 4,
    budgetMs: 150,
    /** No script of ours runs longer than this inside a long animation frame (issue 55). */
    longestScriptMs: 50,
    pages: [
      {
        name: 'donation step 1',
        path: donation,
        quick: true,
        actions: [
          // The radio is drawn by its label, which takes the tap, as on a phone.
          {
            name: 'choose an amount',
            run: (page) => page.getByRole('radio', { name: 'Autre montant' }).click({ force: true }),
          },
          {
            name: 'type in a field',
            run: (page) => page.getByRole('textbox', { name: /Montant de votre choix/ }).pressSequentially('25'),
          },
          { name: 'submit', run: (page) => submitTo(page, `${donation}/2`) },
        ],
      },
      {
        name: 'event step 1',
        path: event,
        quick: true,
        actions: [
          {
            name: 'choose a quantity',
            // The child tier: the adult one has a mandatory option, a fourth interaction.
            run: (page) =>
              page.getByRole('button', { name: 'Ajouter une place Entrée enfant (moins de 12 ans)' }).click(),
          },
          {
            name: 'type in a field',
            run: async (page) => {
              const field = page
                .getByRole('group', { name: 'Entrée enfant (moins de 12 ans)', exact: true })
                .getByRole('textbox', { name: 'Nombre de places' });
              await field.selectText(); // the field holds 1: the payer types over it
              await field.pressSequentially('2');
            },
          },
          { name: 'submit', run: (page) => submitTo(page, `${event}/2`) },
        ],
      },
    ],
  },
};
