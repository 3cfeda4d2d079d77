import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { PriceSummary } from '@/design-system/patterns/PriceSummary/PriceSummary';
import { onThisOrigin, publicOrigin } from '@/lib/api/upstream';
import { basePath, brandName } from '@/lib/config';
import { confirmationPagePath, redirectionPath, type Outcome } from '@/lib/journeyRoutes';
import { formatCents, type RulesLocale } from '@/lib/rules/money';
import { abandonPayment, continuePayment, pollPayment, type PaymentContext } from './actions';
import { CardForm } from './CardForm';
import { providerFieldError } from './card';
import { failureMessage } from './failureMessage';
import { cardPageStep } from './outcome';
import { journeyFormOfPayment, PaymentFrame } from './PaymentFrame';
import { PaymentPoller } from './PaymentIslands';
import { advancePayment, loadPaymentSummary, loadProvider } from './queries';

export type SearchParams = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** `[]` or `['en']` after the id (SPEC §2 /en variants); anything else is not a page. */
export function parseLocaleSegments(segments: readonly string[] | undefined): { english: boolean } | null {
  if (!segments || segments.length === 0) return { english: false };
  return segments.length === 1 && segments[0] === 'en' ? { english: true } : null;
}

/** "Erreur : " first when the provider sent the card form back with a field error (no JavaScript). */
export async function paymentPageMetadata(searchParams: SearchParams): Promise<Metadata> {
  const t = await getTranslations('Payment');
  const title = t('cardTitle');
  const tForms = await getTranslations('Forms');
  return { title: providerFieldError(one(searchParams.errorCode)) ? tForms('errorTitle', { title }) : title };
}

export interface CardPaymentPageProps {
  id: string;
  locale?: string[];
  searchParams: SearchParams;
}

/**
 * Step 4 (SPEC §2 /paiement/embarque/{id}): the card form, which posts straight to the
 * card provider; 3-D Secure when the bank asks; then the confirmation or an outcome page.
 * On each visit the payment is pushed as far as it goes (an accepted card is captured),
 * so a reload, a return from 3-D Secure or a second click lands in the right place.
 */
export async function CardPaymentPage({ id, locale: segments, searchParams }: CardPaymentPageProps) {
  const parsed = parseLocaleSegments(segments);
  if (!parsed) notFound();
  const summary = await loadPaymentSummary(id);
  if (!summary || summary.kind !== 'Cart') notFound();
  const widget = one(searchParams.widget) === '1';
  const context: PaymentContext = { paymentRequestId: id, english: parsed.english, widget };
  const form = journeyFormOfPayment(summary);
  const outcome = (name: Outcome, code: string | null) =>
    redirectionPath(form, { outcome: name, paymentRequestId: id, code, widget }, parsed.english);

  const advanced = await advancePayment(id);
  if (!advanced?.status) notFound();
  if ('failure' in advanced) redirect(outcome('echec', advanced.failure.code));
  const step = cardPageStep(advanced.status);
  if (step.kind === 'paid') redirect(confirmationPagePath(id, context));
  if (step.kind === 'stopped') redirect(outcome(step.outcome, step.code));

  const [t, tRoot, locale] = await Promise.all([getTranslations('Payment'), getTranslations(), getLocale()]);
  const money = (cents: number) => formatCents(cents, locale as RulesLocale);
  const provider = await loadProvider(summary.organization.organizationSlug);
  const amountNow = summary.amount.initial;
  const pageTitle = `${t('cardTitle')} – ${tRoot('Metadata.defaultTitle', { brand: brandName })}`;

  const recap = (
    <PriceSummary
      caption={t('recapCaption')}
      lines={summary.items.map((item, index) => ({ id: `item-${index}`, label: item.label, amountCents: item.amount }))}
      tip={
        summary.amount.tip > 0 ?
          { label: tRoot('Donation.summary.tipLine', { brand: brandName }), amountCents: summary.amount.tip }
        : undefined
      }
      totalCents={amountNow}
      totalLabel={t('totalNow')}
    />
  );

  if (step.kind === 'authenticate') {
    return (
      <PaymentFrame summary={summary} title={t('authenticateTitle')} english={parsed.english} widget={widget}>
        <Banner tone="info" title={t('authenticateTitle')} headingLevel={2}>
          {t('authenticateMessage')}
        </Banner>
        <Link href={step.url} variant="standalone">
          {t('authenticateContinue')}
        </Link>
      </PaymentFrame>
    );
  }

  if (step.kind === 'processing') {
    return (
      <PaymentFrame summary={summary} title={t('processingTitle')} english={parsed.english} widget={widget}>
        <meta httpEquiv="refresh" content="5" />
        <Banner tone="info" title={t('processingTitle')} headingLevel={2}>
          {t('processingMessage')}
        </Banner>
        <PaymentPoller poll={pollPayment.bind(null, context, advanced.status.paymentId)} />
      </PaymentFrame>
    );
  }

  const providerAddress =
    advanced.status.providerUrl ??
    (provider ? `${provider.providerUrl}/payments/${encodeURIComponent(id)}/card` : null);
  // The in-app sandbox's provider is on this origin: posted to as a path, so the card
  // form stays same-origin whether the page was opened as localhost or 127.0.0.1.
  const providerUrl = providerAddress ? onThisOrigin(providerAddress) : null;
  if (!providerUrl) redirect(outcome('echec', 'PAYMENT_INITIALIZE_ERROR'));
  const returnUrl = `${publicOrigin()}${basePath}/paiement/embarque/${encodeURIComponent(id)}${parsed.english ? '/en' : ''}${widget ? '?widget=1' : ''}`;
  const failed = failureMessage(step.errorCode, step.declineReason);

  return (
    <PaymentFrame summary={summary} title={t('cardTitle')} english={parsed.english} widget={widget}>
      {failed ?
        <Banner tone="error" urgent title={tRoot(failed.title)}>
          {tRoot(failed.message)}
          {failed.reason ? ` ${tRoot(failed.reason)}` : null}
        </Banner>
      : null}
      {recap}
      <Stack gap="small">
        <Text>{t('secure')}</Text>
        {provider?.testMode ?
          <Text tone="muted">{t('testMode')}</Text>
        : null}
      </Stack>
      <CardForm
        key={`${advanced.status.paymentId ?? 'new'}-${advanced.status.attempts}`}
        providerUrl={providerUrl}
        returnUrl={returnUrl}
        payLabel={t('pay', { amount: money(amountNow) })}
        initialProviderCode={one(searchParams.errorCode)}
        onContinue={continuePayment.bind(null, context)}
        pageTitle={pageTitle}
      />
      <form action={abandonPayment.bind(null, context)}>
        <Stack gap="small">
          <Text tone="muted">{t('abandonHint')}</Text>
          <div>
            <Button type="submit" variant="tertiary">
              {t('abandon')}
            </Button>
          </div>
        </Stack>
      </form>
    </PaymentFrame>
  );
}
