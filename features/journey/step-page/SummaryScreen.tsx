import { getLocale } from 'next-intl/server';
import { brandName, mainSiteUrl } from '@/lib/config';
import { translateRef } from '@/lib/i18n/translateRef';
import { amountInputText } from '@/lib/rules/amounts';
import type { RulesLocale } from '@/lib/rules/money';
import { suggestTip } from '@/lib/rules/tip';
import { submitSummary } from '../actions/summaryAction';
import { choiceStepOf } from '../choice/choiceStep';
import { SummaryStepForm } from '../lazyStepForms';
import { summaryTaxReduction } from '../summary/summaryTaxReduction';
import type { StepScreenProps } from './stepScreens';

/** Step 3: what is paid, the tip (suggested until the payer chose one), the plan and the consents. */
export async function SummaryScreen({ view, context, pageTitle, tracking, stepHref }: StepScreenProps) {
  const { kind, aggregate, cart } = view;
  const { form } = aggregate;
  const choice = choiceStepOf(kind);
  const [parts, locale] = await Promise.all([
    choice.summary(aggregate, cart, kind),
    getLocale() as Promise<RulesLocale>,
  ]);
  const suggestion = cart?.tipData.tipSuggestion ?? suggestTip(parts.amountCents).suggestionCents;
  const taxReduction = summaryTaxReduction(form, cart?.payer, choice.receiptEligibleCents(parts, form, cart, kind));
  return (
    <SummaryStepForm
      action={submitSummary.bind(null, context)}
      formType={form.formType}
      {...parts}
      taxReduction={taxReduction ? await translateRef(taxReduction) : undefined}
      tipSuggestionCents={suggestion}
      brandName={brandName}
      defaultValue={{
        ...parts.defaultValue,
        tip: amountInputText(cart?.tipData.tipChosen ?? (parts.amountCents > 0 ? suggestion : 0), locale),
      }}
      cartId={cart?.id ?? null}
      termsHref={`${mainSiteUrl}/cgu-utilisateurs`}
      privacyHref={`${mainSiteUrl}/confidentialite`}
      backHref={stepHref(2)}
      pageTitle={pageTitle}
      tracking={tracking}
    />
  );
}
