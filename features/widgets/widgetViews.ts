/**
 * The four widgets of SPEC §2 as HTML documents (no script at all): counter, button,
 * thumbnail and horizontal thumbnail. Pure: the route handler hands in the form, the
 * words and the time; every value goes through the escaping template (./html).
 */
import type { FormAggregate } from '@/lib/api/contracts/forms';
import type { Locale } from '@/lib/i18n/locales';
import { formKindOf } from '@/lib/kinds/formKinds';
import { markup, trustedHtml, type SafeHtml } from './html';
import { formatAmount, formatDay, formatMoment, type WidgetTranslator } from './widgetCopy';
import { widgetCss } from './widgetStyles';
import { counterFigures, widgetState, type WidgetState } from './widgetState';

export const WIDGET_KINDS = ['counter', 'button', 'thumbnail', 'horizontalThumbnail'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export interface WidgetInput {
  aggregate: FormAggregate;
  locale: Locale;
  t: WidgetTranslator;
  /** The form's own page (a new tab, where the visitor pays first-party). */
  formHref: string;
  now: Date;
}

/** The document around a widget's body: its language, title and stylesheet. */
export function widgetDocument(locale: Locale, title: string, body: SafeHtml): string {
  const head = markup`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${trustedHtml(widgetCss)}</style>`;
  return markup`<!doctype html>
<html lang="${locale}"><head>${head}</head><body>${body}</body></html>`.value;
}

/** The SPEC §4 state in words, or nothing while the form is open. */
function stateLine({ aggregate, locale, t }: WidgetInput, state: WidgetState): SafeHtml | null {
  const { sale } = formKindOf(aggregate.form.formType).words;
  switch (state.state) {
    case 'open':
      return null;
    case 'notStarted':
      return markup`<p class="state">${t('state.notStarted', { sale, date: formatMoment(state.opensAt, locale, t) })}</p>`;
    case 'suspended':
      return markup`<p class="state">${t('state.suspended')}</p>`;
    default:
      return markup`<p class="state">${t(`state.${state.state}`, { sale })}</p>`;
  }
}

/** The one link of a widget: the kind's action while open, "see the form" otherwise. */
function actionLink({ aggregate, t, formHref }: WidgetInput, state: WidgetState): SafeHtml {
  const { formType, title } = aggregate.form;
  const action = state.state === 'open' ? t('action', { action: formKindOf(formType).words.action }) : t('seeForm');
  const label = t('linkLabel', { action, title });
  return markup`<a class="action" href="${formHref}" target="_blank" rel="noopener" aria-label="${label}">${action}</a>`;
}

/** Amount collected (with goal and share) or participants: the counter's figures. */
function figures({ aggregate, locale, t }: WidgetInput): SafeHtml {
  const form = aggregate.form;
  const counted = counterFigures(form);
  const { gifts, takers } = formKindOf(form.formType).words;
  if (counted.measure === 'participants') {
    const participants = t('participants', { takers, count: counted.participants });
    return markup`<p class="figure">${participants}</p>`;
  }
  const collected = t('collected', { amount: formatAmount(counted.collectedCents, locale) });
  const contributors = t('contributors', { gifts, count: counted.contributors });
  // The bar repeats the sentence beside it: hidden from assistive technologies.
  const goal =
    counted.goal ?
      markup`<p class="muted">${t('goal', { amount: formatAmount(counted.goal.cents, locale) })}</p><div class="bar" aria-hidden="true"><span style="width:${Math.min(counted.goal.percentage, 100)}%"></span></div><p>${t('percentage', { percentage: counted.goal.percentage })}</p>`
    : null;
  return markup`<p class="figure">${collected}</p>${goal}<p class="muted">${contributors}</p>`;
}

/** Under a thumbnail's title: the figures of a collection, else the event's dates, else the sale's end. */
function datesOrGoal(input: WidgetInput): SafeHtml {
  const { form } = input.aggregate;
  const day = (iso: string) => formatDay(iso, input.locale);
  const counted = counterFigures(form);
  if (counted.measure === 'amount' && (counted.goal || formKindOf(form.formType).choice === 'amount'))
    return figures(input);
  if (form.startDate) {
    const end = form.endDate && day(form.endDate) !== day(form.startDate) ? day(form.endDate) : null;
    const when =
      end ?
        input.t('dates.range', { start: day(form.startDate), end })
      : input.t('dates.from', { start: day(form.startDate) });
    return markup`<p>${when}</p>`;
  }
  if (form.saleEndDate) return markup`<p>${input.t('dates.until', { end: day(form.saleEndDate) })}</p>`;
  return figures(input);
}

/** The form's picture, or a decorative block with the association's initial. */
function media({ aggregate }: WidgetInput): SafeHtml {
  const { form, organization } = aggregate;
  const source = [form.banner, form.logo, organization.banner, organization.logo].find(
    (url): url is string => typeof url === 'string' && /^(https?:\/\/|\/)/.test(url),
  );
  // Decorative: the title beside it names the form.
  const picture =
    source ?
      markup`<img src="${source}" alt="">`
    : markup`<div class="placeholder" aria-hidden="true">${organization.name.trim().charAt(0).toUpperCase()}</div>`;
  return markup`<div class="media">${picture}</div>`;
}

export function renderWidget(kind: WidgetKind, input: WidgetInput): string {
  const { aggregate, locale, t, now } = input;
  const { form, organization } = aggregate;
  const state = widgetState(form, now);
  const widget = kind === 'horizontalThumbnail' ? 'thumbnail' : kind;
  const documentTitle = t('documentTitle', { widget, title: form.title });
  const title = markup`<h1 class="title">${form.title}</h1>`;
  let body: SafeHtml;
  switch (kind) {
    case 'counter':
      body = markup`<main class="stack">${title}${figures(input)}${stateLine(input, state)}</main>`;
      break;
    case 'button':
      // The heading names the form for screen-reader users moving by headings; the link says the rest.
      body = markup`<main class="button"><h1 class="sr-only">${form.title}</h1>${stateLine(input, state)}${actionLink(input, state)}</main>`;
      break;
    default: {
      const byline = markup`<p class="muted">${t('organization', { organization: organization.name })}</p>`;
      const layout = kind === 'horizontalThumbnail' ? 'card horizontal' : 'card';
      body = markup`<main class="${layout}">${media(input)}<div class="stack">${title}${byline}${datesOrGoal(input)}${stateLine(input, state)}${actionLink(input, state)}</div></main>`;
    }
  }
  return widgetDocument(locale, documentTitle, body);
}

/** The tiny document of an unknown form (404) or an API that cannot answer. */
export function renderWidgetProblem(problem: 'notFound' | 'unavailable', locale: Locale, t: WidgetTranslator): string {
  const title = t(`${problem}.title`);
  return widgetDocument(
    locale,
    title,
    markup`<main class="stack"><h1 class="title">${title}</h1><p>${t(`${problem}.message`)}</p></main>`,
  );
}
