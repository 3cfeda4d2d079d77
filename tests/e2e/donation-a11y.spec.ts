import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './donation-fixtures';
import { expectNoAxeViolations } from '../support/axe';
import {
  CARDS,
  campaignPath,
  copy,
  isNoJs,
  prepareCart,
  preparePayment,
  press,
  sandbox,
  stepUrl,
  type Lang,
} from '../support/donation';

/**
 * axe on every state of the donation journey and its payment pages, in French and
 * English, at 375 and 1200 px, with and without JavaScript.
 */
const widths = [375, 1200] as const;

interface Setup {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  lang: Lang;
}

const en = (lang: Lang) => (lang === 'en' ? '/en' : '');

async function providerCard(request: APIRequestContext, paymentRequestId: string, card: string) {
  const response = await request.post(`${sandbox}/provider/payments/${paymentRequestId}/card`, {
    data: { cardNumber: card, expiry: '12/34', cvc: '123' },
  });
  expect(response.ok()).toBeTruthy();
}

const states: Record<string, (setup: Setup) => Promise<void>> = {
  'step 1': async ({ page, lang }) => {
    await page.goto(stepUrl(null, lang));
  },
  'step 1 with errors': async ({ page, lang }) => {
    await page.goto(stepUrl(1, lang));
    await press(page, page.getByRole('button', { name: copy[lang].continue }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
  },
  'step 1 after an expired cart': async ({ page, lang }) => {
    await page.goto(`${stepUrl(1, lang)}?panier=expire&montant=5000`);
    await expect(page.getByText(copy[lang].expired).first()).toBeVisible();
  },
  'step 2': async ({ page, context, request, lang }) => {
    await prepareCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, lang));
  },
  'step 2 with errors': async ({ page, context, request, lang }) => {
    await prepareCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, lang));
    await press(page, page.getByRole('button', { name: copy[lang].continue }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
  },
  'step 3': async ({ page, context, request, lang }) => {
    await prepareCart(context, request);
    await page.goto(stepUrl(3, lang));
  },
  'step 3 with errors': async ({ page, context, request, lang }) => {
    await prepareCart(context, request);
    await page.goto(stepUrl(3, lang));
    await press(page, page.getByRole('button', { name: copy[lang].pay }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
  },
  'card page': async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    await page.goto(`paiement/embarque/${pr}${en(lang)}`);
    await expect(page.getByRole('textbox', { name: copy[lang].cardNumber })).toBeVisible();
  },
  'card page after a refused card': async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    await providerCard(request, pr, CARDS.refused);
    await page.goto(`paiement/embarque/${pr}${en(lang)}`);
    await expect(page.getByText(copy[lang].refused).first()).toBeVisible();
  },
  'card page with a card error': async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    await page.goto(`paiement/embarque/${pr}${en(lang)}?errorCode=INVALID_CARD_NUMBER&paymentRequestId=${pr}`);
    await expect(page.getByRole('textbox', { name: copy[lang].cardNumber })).toHaveAttribute('aria-invalid', 'true');
  },
  confirmation: async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    await providerCard(request, pr, CARDS.success);
    await page.goto(`paiement/embarque/${pr}${en(lang)}`);
    await expect(page.getByRole('heading', { level: 1, name: copy[lang].thanks })).toBeVisible();
  },
  'redirection: cancelled': async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    expect((await request.post(`${sandbox}/api/payments/unpaid/abandon?paymentRequestDataId=${pr}`)).ok()).toBeTruthy();
    await page.goto(`${campaignPath}/redirection${en(lang)}?outcome=annulation&paymentRequestId=${pr}`);
    await expect(page.getByRole('heading', { level: 1, name: copy[lang].cancelled })).toBeVisible();
  },
  'redirection: refused': async ({ page, context, request, lang }) => {
    const pr = await preparePayment(request, await prepareCart(context, request));
    await providerCard(request, pr, CARDS.refused);
    await page.goto(`${campaignPath}/redirection${en(lang)}?outcome=echec&paymentRequestId=${pr}`);
    await expect(page.getByRole('heading', { level: 1, name: copy[lang].refused })).toBeVisible();
  },
  'redirection: expired': async ({ page, lang }) => {
    await page.goto(`${campaignPath}/redirection${en(lang)}?outcome=echec&code=CART_EXPIRED`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  'redirection: duplicated': async ({ page, lang }) => {
    await page.goto(`redirection${en(lang)}?outcome=echec&code=DUPLICATED_PAYMENT`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  'redirection: pending': async ({ page, lang }) => {
    await page.goto(`redirection${en(lang)}?outcome=confirmation`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  'payment suspended': async ({ page, lang }) => {
    await page.goto(`associations/club-sportif-des-berges/formulaires/soutien-au-club${en(lang)}`);
    await expect(page.getByRole('button', { name: lang === 'fr' ? 'Me prévenir' : 'Notify me' })).toBeVisible();
  },
  'collection blocked': async ({ page, lang }) => {
    await page.goto(`associations/collectif-en-attente/formulaires/premier-appel${en(lang)}`);
    await expect(page.getByRole('button', { name: copy[lang].continue })).toBeVisible();
  },
  widget: async ({ page, lang }) => {
    await page.goto(stepUrl(1, lang, true));
    await expect(page.getByRole('button', { name: copy[lang].continue })).toBeVisible();
  },
};

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`donation pages are axe-clean (${lang}) @no-js`, () => {
    for (const [name, setup] of Object.entries(states)) {
      test(name, async ({ page, context, request }) => {
        await setup({ page, context, request, lang });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          // The no-JS helper reloads the URL: a posted form state is only checked with JavaScript.
          if (isNoJs() && /errors/.test(name) && !name.startsWith('step 1')) continue;
          await expectNoAxeViolations(page, `${name} (${lang}, ${width}px)`);
        }
      });
    }
  });
}
