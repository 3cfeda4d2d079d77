'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { ErrorSummary, focusFirstInvalidField } from '@/design-system/components/ErrorSummary/ErrorSummary';
import { TextField } from '@/design-system/components/TextField/TextField';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { ContinueResult } from './actions';
import {
  CARD_FIELDS,
  formatCardExpiry,
  providerFieldError,
  validateCard,
  type CardErrors,
  type CardField,
} from './card';
import { failureMessage } from './failureMessage';

export interface CardFormProps {
  /** The provider's card endpoint: the card data is posted there, never to our server. */
  providerUrl: string;
  /** Where the provider sends the payer back (no JavaScript, 3-D Secure). */
  returnUrl: string;
  payLabel: string;
  /** A provider code sent back on the return address (a refused card form). */
  initialProviderCode?: string | null;
  /** Server action: capture what the provider accepted and say where to go. */
  onContinue: () => Promise<ContinueResult>;
  /** The page title, prefixed with "Erreur : " after a failed submit. */
  pageTitle: string;
}

type Failure = { code: string | null; declineReason: string | null };

/**
 * The card form. Without JavaScript it is a plain form posting to the provider, which
 * answers with a redirect (3-D Secure challenge or back here). With JavaScript the
 * fields are checked first, the card goes to the provider with fetch, and the page moves
 * on without reloading. A second press while the first is in flight does nothing.
 */
export function CardForm({
  providerUrl,
  returnUrl,
  payLabel,
  initialProviderCode,
  onContinue,
  pageTitle,
}: CardFormProps) {
  const t = useTranslations('Payment.card');
  const tForms = useTranslations('Forms');
  const tRoot = useTranslations();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const idPrefix = useId();
  const initialField = providerFieldError(initialProviderCode);
  const [errors, setErrors] = useState<CardErrors>(initialField ? { [initialField.field]: initialField.message } : {});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failedSubmits, setFailedSubmits] = useState(initialField ? 1 : 0);
  const idempotencyKey = useRef<string | null>(null);

  const fieldId = (field: CardField) => `${idPrefix}-${field}`;
  const message = (field: CardField) => (errors[field] ? tRoot(errors[field] as string) : undefined);

  function fail(next: CardErrors) {
    setErrors(next);
    setFailedSubmits((count) => count + 1);
    requestAnimationFrame(() => {
      if (formRef.current) focusFirstInvalidField(formRef.current);
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(CARD_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<
      CardField,
      string
    >;
    const found = validateCard(values);
    if (Object.keys(found).length > 0) return fail(found);
    setErrors({});
    setFailure(null);
    sending.current = true;
    setPending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const response = await fetch(providerUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'Idempotency-Key': idempotencyKey.current,
        },
        body: JSON.stringify({
          cardNumber: values.cardNumber,
          expiry: formatCardExpiry(values.expiry),
          cvc: values.cvc.trim(),
          holder: values.holder.trim() || undefined,
          returnUrl,
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        nextAction?: string | null;
        redirectUrl?: string | null;
        errors?: { code: string }[];
      } | null;
      if (!response.ok) {
        const code = body?.errors?.[0]?.code ?? null;
        const field = providerFieldError(code);
        if (field) return fail({ [field.field]: field.message });
        if (code !== 'DUPLICATED_PAYMENT') {
          setFailure({ code: code ?? 'PAYMENT_ERROR', declineReason: null });
          return;
        }
      } else if (body?.nextAction === 'Redirect' && body.redirectUrl) {
        window.location.assign(body.redirectUrl);
        return;
      }
      const next = await onContinue();
      if (next.kind === 'redirect') {
        router.push(next.path);
        return;
      }
      if (next.kind === 'authenticate') {
        window.location.assign(next.url);
        return;
      }
      // Refused, or an error: a new attempt needs the card again.
      setFailure({ code: next.errorCode ?? 'PAYMENT_ERROR', declineReason: next.declineReason });
      idempotencyKey.current = null;
      setAttempt((count) => count + 1);
    } catch {
      setFailure({ code: 'PAYMENT_ERROR', declineReason: null });
      idempotencyKey.current = null;
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const errorTitle = tForms('errorTitle', { title: pageTitle });
  const failed = failure ? failureMessage(failure.code, failure.declineReason) : null;
  const summary = CARD_FIELDS.flatMap((field) =>
    errors[field] ? [{ fieldId: fieldId(field), message: tRoot(errors[field] as string) }] : [],
  );

  return (
    <form ref={formRef} method="post" action={providerUrl} onSubmit={submit} noValidate>
      {summary.length > 0 ?
        <title>{errorTitle}</title>
      : null}
      <Stack gap="large">
        {failed ?
          <Banner tone="error" urgent title={tRoot(failed.title)}>
            {tRoot(failed.message)}
            {failed.reason ? ` ${tRoot(failed.reason)}` : null}
          </Banner>
        : null}
        <ErrorSummary key={failedSubmits} errors={summary} autoFocus={false} />
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <div key={attempt}>
          <Stack gap="medium">
            <TextField
              id={fieldId('cardNumber')}
              name="cardNumber"
              label={t('number')}
              description={t('numberHint')}
              autoComplete="cc-number"
              inputMode="numeric"
              isRequired
              errorMessage={message('cardNumber')}
            />
            <TextField
              id={fieldId('expiry')}
              name="expiry"
              label={t('expiry')}
              description={t('expiryHint')}
              autoComplete="cc-exp"
              inputMode="numeric"
              width="short"
              isRequired
              errorMessage={message('expiry')}
            />
            <TextField
              id={fieldId('cvc')}
              name="cvc"
              label={t('cvc')}
              description={t('cvcHint')}
              autoComplete="cc-csc"
              inputMode="numeric"
              width="short"
              isRequired
              errorMessage={message('cvc')}
            />
            <TextField id={fieldId('holder')} name="holder" label={t('holder')} autoComplete="cc-name" />
          </Stack>
        </div>
        <div>
          <Button type="submit" size="large" isPending={pending} pendingLabel={t('sending')}>
            {payLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
