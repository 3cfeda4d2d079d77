import axeCore from 'axe-core';
import { expect, type Frame, type Page, type Response } from '@playwright/test';
import { SERVER_CACHE_SECONDS } from '../../features/widgets/freshness';
import { chromiumArgs } from '../../playwright.config';
import { axeTags } from '../support/axe';
import { messagesWatchedTest as test } from '../support/fixtures';
import { origin } from '../support/journey';

/**
 * The four widgets of SPEC §2 (issue 17): route handlers answering HTML and CSS only.
 * Each widget of the donation form, in both languages, is framed by a page of another
 * origin (association.test, served by the test), where its document must carry no script,
 * be allowed in a frame, be cacheable for at most a minute, have its styles applied with no
 * CSP complaint, and be axe-clean inside the frame at 300 and 600 px. Then the states of
 * SPEC §4 in words, the 404, and the full-form widget's height messages to its embedder.
 * No @no-js tag: the widgets have no JavaScript to turn off.
 */
const HOST = 'http://association.test';

// The app runs on localhost here, and Chromium refuses a public page's frame onto the local
// network (Local Network Access: ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS). In production
// both sites are public; the check is turned off for this file's browser only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell',
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});
const forms = `${origin}/forms/associations`;
const DONATION = `${forms}/les-amis-du-quartier/formulaires/soutenir-nos-actions`;
const ENDED = `${forms}/club-sportif-des-berges/evenements/gala-annuel`;
const SOLD_OUT = `${forms}/club-sportif-des-berges/evenements/stage-d-ete`;
const NOT_OPEN = `${forms}/club-sportif-des-berges/evenements/tournoi-de-printemps`;
const CROWDFUNDING_OVER = `${forms}/club-sportif-des-berges/collectes/nouveaux-maillots`;
/** The brand colour (design-system/tokens/palette.ts primary 600) the widget's button is painted with. */
const BRAND_RGB = 'rgb(75, 63, 207)';

type Lang = 'fr' | 'en';
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface WidgetCase {
  segment: string;
  /** The frame's height in docs/widgets.md (its width varies: 300 and 600 px). */
  height: number;
  title: Record<Lang, RegExp>;
  check: (frame: Frame, lang: Lang) => Promise<void>;
}

const action = { fr: 'Faire un don', en: 'Donate' };
const linkName = {
  fr: 'Faire un don : Soutenir nos actions (s’ouvre dans un nouvel onglet)',
  en: 'Donate: Soutenir nos actions (opens in a new tab)',
};
const formPage = { fr: '/forms/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions', en: '' };
formPage.en = `${formPage.fr}/en`;

/** The one link to the form: its words, its accessible name, a new tab, the brand colour. */
async function expectFormLink(frame: Frame, lang: Lang) {
  const link = frame.getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(action[lang]);
  await expect(link).toHaveAccessibleName(linkName[lang]);
  await expect(link).toHaveAttribute('href', formPage[lang]);
  await expect(link).toHaveAttribute('target', '_blank');
  // The inline stylesheet is applied (a CSP refusal would leave a plain underlined link).
  await expect(link).toHaveCSS('background-color', BRAND_RGB);
}

async function expectCollected(frame: Frame, lang: Lang) {
  const figure = nbsp((await frame.locator('.figure').textContent()) ?? '');
  expect(figure).toMatch(lang === 'fr' ? /^\d[\d ]*,\d\d € collectés$/ : /^€[\d,]+\.\d\d raised$/);
  await expect(frame.getByText(lang === 'fr' ? /^\d+ dons?$/ : /^\d+ donations?$/)).toBeVisible();
}

const WIDGETS: WidgetCase[] = [
  {
    segment: 'widget-compteur',
    height: 220,
    title: { fr: /^Compteur : Soutenir nos actions$/, en: /^Counter: Soutenir nos actions$/ },
    check: async (frame, lang) => {
      await expect(frame.getByRole('heading', { level: 1, name: 'Soutenir nos actions' })).toBeVisible();
      await expectCollected(frame, lang);
    },
  },
  {
    segment: 'widget-bouton',
    height: 100,
    title: { fr: /^Bouton : Soutenir nos actions$/, en: /^Button: Soutenir nos actions$/ },
    check: expectFormLink,
  },
  {
    segment: 'widget-vignette',
    height: 480,
    title: { fr: /^Vignette : Soutenir nos actions$/, en: /^Thumbnail: Soutenir nos actions$/ },
    check: async (frame, lang) => {
      await expect(frame.getByRole('heading', { level: 1, name: 'Soutenir nos actions' })).toBeVisible();
      await expect(
        frame.getByText(lang === 'fr' ? 'Proposé par Les Amis du Quartier' : 'By Les Amis du Quartier'),
      ).toBeVisible();
      await expectCollected(frame, lang);
      await expectFormLink(frame, lang);
    },
  },
  {
    segment: 'widget-vignette-horizontale',
    height: 280,
    title: { fr: /^Vignette : Soutenir nos actions$/, en: /^Thumbnail: Soutenir nos actions$/ },
    check: async (frame, lang) => {
      await expect(frame.getByRole('heading', { level: 1, name: 'Soutenir nos actions' })).toBeVisible();
      await expectCollected(frame, lang);
      await expectFormLink(frame, lang);
    },
  },
];

/** The association's page, on its own origin, framing `src` as docs/widgets.md says. */
async function serveHostPage(page: Page, body: string) {
  await page.route(`${HOST}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr"><head><title>Association</title></head><body style="margin:0;background:#fff"><main><h1>Notre association</h1>${body}</main></body></html>`,
    }),
  );
}

/** Every CSP complaint and script error of the page and its frames. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * axe inside the frame, run in the frame's own document (legacy-mode AxeBuilder only
 * reaches same-origin frames, and its default mode costs a blank page per analysis): the
 * frame is the whole document axe sees, so page-level rules (one main, one h1) apply too.
 */
async function expectFrameAxeClean(page: Page, frame: Frame, widths: readonly number[], context: string) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeCore.source);
  for (const width of widths) {
    await page.locator('iframe').evaluate((element, value) => {
      (element as HTMLIFrameElement).style.width = `${value}px`;
    }, width);
    await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(width);
    const { violations, passed } = await frame.evaluate(async (tags) => {
      const results = await (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return {
        violations: results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
        passed: results.passes.map((rule) => rule.id),
      };
    }, axeTags);
    expect(violations, `axe violations in ${context} at ${width} px`).toEqual([]);
    // It read the widget's document: its language, and the contrast of its text over the white page.
    expect(passed, context).toEqual(expect.arrayContaining(['html-has-lang', 'color-contrast', 'landmark-one-main']));
  }
}

async function frameOf(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}

for (const widget of WIDGETS) {
  for (const lang of ['fr', 'en'] as const) {
    test(`${widget.segment} (${lang}): HTML and CSS only, framed by another origin, cacheable, axe-clean at 300 and 600 px`, async ({
      page,
    }) => {
      const src = `${DONATION}/${widget.segment}${lang === 'en' ? '/en' : ''}`;
      const problems = collectProblems(page);
      await serveHostPage(
        page,
        `<iframe src="${src}" title="Soutenir nos actions" style="width:300px;height:${widget.height}px;border:0"></iframe>`,
      );
      const answered: Promise<Response> = page.waitForResponse(src);
      await page.goto(`${HOST}/dons`);
      const response = await answered;

      // The document itself: complete, in its language, without a single script.
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      const body = await response.text();
      expect(body.startsWith(`<!doctype html>\n<html lang="${lang}">`)).toBe(true);
      expect(body).not.toMatch(/<script/i);
      // Any site may frame it; caches may keep it, the figures at most a minute old.
      expect(headers['content-security-policy']).toMatch(/frame-ancestors \*(;|$)/);
      expect(headers['x-frame-options']).toBeUndefined();
      const cache = headers['cache-control'] ?? '';
      expect(cache).toMatch(/^public, /);
      const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1]);
      const stale = Number(/stale-while-revalidate=(\d+)/.exec(cache)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      // The server itself keeps a form's figures SERVER_CACHE_SECONDS before the caches' time.
      expect(SERVER_CACHE_SECONDS + maxAge + stale).toBeLessThanOrEqual(60);

      const frame = await frameOf(page);
      await expect.poll(() => frame.title()).toMatch(widget.title[lang]);
      // Nothing of Next's runtime came in: the frame holds no script element at all.
      expect(await frame.locator('script').count()).toBe(0);
      // The body lets the association's page show through.
      await expect(frame.locator('body')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await widget.check(frame, lang);
      await expectFrameAxeClean(page, frame, [300, 600], `${widget.segment} (${lang})`);
      expect(problems, 'console errors and CSP complaints').toEqual([]);
    });
  }
}

test('the states of SPEC §4 in words: ended, sold out, not open yet, crowdfunding over', async ({ page }) => {
  const problems = collectProblems(page);
  await serveHostPage(page, `<iframe title="Widget" style="width:300px;height:480px;border:0"></iframe>`);
  await page.goto(`${HOST}/evenements`);
  const show = async (src: string) => {
    await page.locator('iframe').evaluate((element, value) => {
      (element as HTMLIFrameElement).src = value;
    }, src);
    await expect.poll(async () => (await frameOf(page)).url()).toBe(src);
    const frame = await frameOf(page);
    await frame.waitForLoadState();
    return frame;
  };

  let frame = await show(`${ENDED}/widget-vignette`);
  await expect(frame.getByText('La billetterie est fermée', { exact: true })).toBeVisible();
  await expect(frame.getByRole('link')).toHaveText('Voir le formulaire');
  await expectFrameAxeClean(page, frame, [300], 'an ended form’s thumbnail');

  frame = await show(`${SOLD_OUT}/widget-bouton/en`);
  await expect(frame.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(frame.getByRole('link')).toHaveAccessibleName('See the form: Stage d’été (opens in a new tab)');
  await expectFrameAxeClean(page, frame, [600], 'a sold-out form’s button');

  frame = await show(`${NOT_OPEN}/widget-compteur`);
  await expect(frame.getByText(/^Les inscriptions ouvriront le \d+ \S+ \d{4}( à \d\dh\d\d)?$/)).toBeVisible();
  await expect(frame.getByText(/^(Aucun participant pour le moment|\d+ participants?)$/)).toBeVisible();

  frame = await show(`${CROWDFUNDING_OVER}/widget-compteur/en`);
  await expect(frame.getByText('The crowdfunding is over', { exact: true })).toBeVisible();
  await expect(frame.getByText(/^\d+% of the goal reached$/)).toBeVisible();
  expect(problems, 'console errors and CSP complaints').toEqual([]);
});

test('an unknown form or kind: a tiny HTML 404, still without script', async ({ request }) => {
  for (const [path, lang, title] of [
    ['les-amis-du-quartier/formulaires/formulaire-inconnu/widget-compteur', 'fr', 'Formulaire introuvable'],
    ['les-amis-du-quartier/formulaires/formulaire-inconnu/widget-vignette/en', 'en', 'Form not found'],
    ['les-amis-du-quartier/inconnus/soutenir-nos-actions/widget-bouton', 'fr', 'Formulaire introuvable'],
  ] as const) {
    const response = await request.get(`${forms}/${path}`);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const body = await response.text();
    expect(body).toContain(`<html lang="${lang}">`);
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).not.toMatch(/<script/i);
  }
});

/** docs/widgets.md's parent-side snippet, with the test's origins. */
const resizeListener = `<script>
  window.addEventListener('message', function (event) {
    if (event.origin !== '${origin}') return;
    var frame = document.getElementById('formulaire');
    if (event.source !== frame.contentWindow) return;
    if (!event.data || event.data.type !== 'forms-widget-height') return;
    var height = Number(event.data.height);
    if (height > 0 && height < 20000) {
      frame.style.height = height + 'px';
      (window.heights = window.heights || []).push(height);
    }
  });
</script>`;

test('the full-form widget posts its height to the embedding origin it was given, and to no other', async ({
  page,
}) => {
  const embed = (parent: string) =>
    `<iframe id="formulaire" src="${DONATION}/widget?parent=${encodeURIComponent(parent)}" title="Faire un don à Les Amis du Quartier" style="width:600px;height:200px;border:0"></iframe>${resizeListener}`;
  await serveHostPage(page, embed(HOST));
  await page.goto(`${HOST}/dons`);
  const frame = await frameOf(page);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // The frame takes the height of the form it shows, and keeps it (no growth loop).
  await expect
    .poll(() => page.evaluate(() => (window as { heights?: number[] }).heights?.at(-1) ?? 0))
    .toBeGreaterThan(600);
  const documentHeight = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await expect(page.locator('#formulaire')).toHaveCSS('height', `${documentHeight}px`);
  const reportCount = () => page.evaluate(() => (window as { heights?: number[] }).heights?.length ?? 0);
  const reports = await reportCount();
  await page.waitForTimeout(500);
  expect(await reportCount()).toBe(reports);

  // A later page of the journey in the frame, its address without `?parent=`, still reports.
  await page.locator('#formulaire').evaluate((element, src) => {
    (element as HTMLIFrameElement).src = src;
  }, `${DONATION}/widget/1/en`);
  await expect.poll(reportCount).toBeGreaterThan(reports);

  // Another origin named (the browser drops the message), or none valid: nothing arrives.
  for (const parent of ['https://autre-site.test', '*']) {
    await page.unroute(`${HOST}/**`);
    await serveHostPage(page, embed(parent));
    await page.goto(`${HOST}/dons`);
    await expect((await frameOf(page)).getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { heights?: number[] }).heights), parent).toBeUndefined();
  }
});
