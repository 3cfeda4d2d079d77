import { describe, expect, it } from 'vitest';
import type { FormAggregate } from '@/lib/api/contracts/forms';
import { widgetTranslator } from './widgetCopy';
import { renderWidget, renderWidgetProblem, WIDGET_KINDS, type WidgetInput } from './widgetViews';

const now = new Date('2026-11-25T12:00:00Z');

function aggregate(form: Partial<FormAggregate['form']> = {}): FormAggregate {
  return {
    form: {
      formType: 'Donation',
      title: 'Soutenir <nos> "actions"',
      saleStartDate: null,
      saleEndDate: null,
      startDate: null,
      endDate: null,
      remainingNumber: null,
      tiers: [],
      paymentSuspended: false,
      goal: null,
      amountCollected: 125_000,
      fundingPercentage: null,
      contributorsCount: 3,
      banner: null,
      logo: null,
      ...form,
    } as FormAggregate['form'],
    organization: { name: 'Les Amis & Co', banner: null, logo: null } as FormAggregate['organization'],
    compliance: { allowCollect: true, isCashInCompliant: true },
    seoTags: {} as FormAggregate['seoTags'],
  };
}

const input = (form?: Partial<FormAggregate['form']>, locale: 'fr' | 'en' = 'fr'): WidgetInput => ({
  aggregate: aggregate(form),
  locale,
  t: widgetTranslator(locale),
  formHref: '/forms/associations/a/formulaires/b',
  now,
});

describe('renderWidget', () => {
  it('answers a whole document without any script, every value escaped', () => {
    for (const kind of WIDGET_KINDS) {
      const page = renderWidget(kind, input());
      expect(page.startsWith('<!doctype html>\n<html lang="fr">'), kind).toBe(true);
      expect(page, kind).not.toMatch(/<script/i);
      expect(page, kind).toContain('Soutenir &lt;nos&gt; &quot;actions&quot;');
      expect(page, kind).not.toContain('<nos>');
    }
  });

  it('counts the amount collected, with the goal and its share when there is one', () => {
    const page = renderWidget('counter', input({ formType: 'CrowdFunding', goal: 500_000, fundingPercentage: 25 }));
    // Intl separates thousands and units with no-break spaces.
    const text = page.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('1 250,00 € collectés');
    expect(text).toContain('sur un objectif de 5 000,00 €');
    expect(text).toContain('25 % de l’objectif atteint');
    expect(page).toContain('style="width:25%"');
    expect(page).toContain('3 contributions');
  });

  it('labels the button from the form kind and opens the form in a new tab', () => {
    const page = renderWidget('button', input({ formType: 'Membership' }, 'en'));
    expect(page).toContain('>Join</a>');
    expect(page).toContain('target="_blank" rel="noopener"');
    expect(page).toContain('aria-label="Join: Soutenir &lt;nos&gt; &quot;actions&quot; (opens in a new tab)"');
  });

  it('says the form’s state in words and offers to see the form instead', () => {
    const ended = renderWidget('thumbnail', input({ formType: 'Event', saleEndDate: '2026-11-01T00:00:00Z' }));
    expect(ended).toContain('<p class="state">La billetterie est fermée</p>');
    expect(ended).toContain('>Voir le formulaire</a>');
    const soldOut = renderWidget('button', input({ formType: 'Shop', remainingNumber: 0 }, 'en'));
    expect(soldOut).toContain('<p class="state">Out of stock</p>');
  });

  it('shows an event’s dates on its thumbnail', () => {
    const page = renderWidget(
      'horizontalThumbnail',
      input({ formType: 'Event', startDate: '2026-12-24T18:00:00Z', endDate: '2026-12-26T10:00:00Z' }),
    );
    expect(page).toContain('Du 24 décembre 2026 au 26 décembre 2026');
    expect(page).toContain('class="card horizontal"');
  });

  it('shows the form’s picture as decoration, or the association’s initial, never an address of another scheme', () => {
    const page = renderWidget('thumbnail', input({ banner: 'https://images.example/banniere.jpg?a=1&b=2' }));
    expect(page).toContain('<img src="https://images.example/banniere.jpg?a=1&amp;b=2" alt="">');
    const fallback = renderWidget('thumbnail', input({ banner: 'javascript:alert(1)' }));
    expect(fallback).not.toContain('<img');
    expect(fallback).toContain('<div class="placeholder" aria-hidden="true">L</div>');
  });

  it('has a tiny not-found document', () => {
    const page = renderWidgetProblem('notFound', 'en', widgetTranslator('en'));
    expect(page).toContain('<title>Form not found</title>');
    expect(page).not.toMatch(/<script/i);
  });
});

describe('the time a sale opens (SPEC §9: 24 h with an "h", in both languages)', () => {
  it('says 19h09, never 19:09 or 7:09 PM', () => {
    // 18:09 UTC on 1 December 2026 is 19h09 in Paris.
    const opens = { saleStartDate: '2026-12-01T18:09:00Z' } as Partial<FormAggregate['form']>;
    const fr = renderWidget('button', input(opens, 'fr'));
    const en = renderWidget('button', input(opens, 'en'));
    expect(fr).toContain('1 décembre 2026 à 19h09');
    expect(en).toContain('1 December 2026 at 19h09');
    expect(`${fr}${en}`).not.toMatch(/\d:\d{2}|[AP]M\b/);
  });
});
