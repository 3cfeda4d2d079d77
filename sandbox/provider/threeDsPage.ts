/**
 * The 3-D Secure challenge page of the test provider: server-rendered HTML that works
 * without JavaScript (a plain form with three submit buttons), in French or English
 * after the return page's /en variant or the NEXT_LOCALE cookie, with the strings of the `Sandbox` messages namespace.
 */
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import { formatCents } from '@/lib/rules/money';
import { pathOf } from '@/lib/http/pathAddress';
import { escapeHtml } from '@/lib/http/escapeHtml';

type Locale = 'fr' | 'en';

/**
 * next-intl's translator rather than a lookup: inside the app the messages are compiled at
 * build time (next.config.ts) and it formats them with the format-only runtime; in the
 * standalone sandbox and the tests they are raw and it parses them.
 */
const translatorOf = (locale: Locale) =>
  createTranslator({
    locale,
    messages: { threeDs: (locale === 'en' ? en : fr).Sandbox.threeDs },
    namespace: 'threeDs',
  });
const translators = { fr: translatorOf('fr'), en: translatorOf('en') };

/**
 * The payer's language: English when the page the payment returns to is an `/en` variant
 * (SPEC §2: it forces English whatever the cookie says) or when the cookie says so;
 * French by default (SPEC §1).
 */
export function threeDsLocale(returnUrl: string | null | undefined, cookieHeader: string | undefined): Locale {
  if (returnUrl) {
    try {
      if (/\/en\/?$/u.test(pathOf(returnUrl))) return 'en';
    } catch {
      // Not a URL: fall back to the cookie.
    }
  }
  const match = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/u.exec(cookieHeader ?? '');
  return match?.[1] === 'en' ? 'en' : 'fr';
}

export interface ThreeDsPageInput {
  readonly locale: Locale;
  readonly action: string;
  readonly merchant: string;
  readonly amountCents: number;
  readonly last4: string | null;
  /** The challenge was already answered: only a link back is shown. */
  readonly doneUrl: string | null;
}

export function renderThreeDsPage(input: ThreeDsPageInput): string {
  const t = translators[input.locale];
  const amount = formatCents(input.amountCents, input.locale);
  const body =
    input.doneUrl ?
      `<p>${escapeHtml(t('done'))}</p><p><a class="button" href="${escapeHtml(input.doneUrl)}">${escapeHtml(t('continue'))}</a></p>`
    : `<p>${escapeHtml(t('intro'))}</p>
      <ul class="facts">
        <li>${escapeHtml(t('merchant', { name: input.merchant }))}</li>
        <li>${escapeHtml(t('amount', { amount }))}</li>
        ${input.last4 ? `<li>${escapeHtml(t('card', { last4: input.last4 }))}</li>` : ''}
      </ul>
      <form method="post" action="${escapeHtml(input.action)}">
        <fieldset>
          <legend>${escapeHtml(t('choices'))}</legend>
          <button type="submit" name="decision" value="approve">${escapeHtml(t('approve'))}</button>
          <button type="submit" name="decision" value="fail" class="secondary">${escapeHtml(t('fail'))}</button>
          <button type="submit" name="decision" value="abandon" class="secondary">${escapeHtml(t('abandon'))}</button>
        </fieldset>
      </form>`;
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t('title'))}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; background: #f4f4f8; color: #1a1a2e; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; border: 1px solid #c9c9d6; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .facts { list-style: none; padding: 0; margin: 1rem 0; }
  fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: grid; gap: 0.75rem; }
  legend { font-weight: 600; margin-bottom: 0.75rem; }
  button, .button { font: inherit; font-size: 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 2px solid #3b30b8; background: #3b30b8; color: #fff; cursor: pointer; text-align: center; text-decoration: none; display: inline-block; }
  button.secondary { background: #fff; color: #3b30b8; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #1a1a2e; outline-offset: 3px; }
  @media (forced-colors: active) { button, .button { border: 2px solid ButtonText; } }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('heading'))}</h1>
${body}
</main>
</body>
</html>`;
}
