'use client';

import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Button } from '@/design-system/components/Button/Button';
import { TextField } from '@/design-system/components/TextField/TextField';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { ServerForm } from '@/forms/ServerForm';
import { useFieldProps } from '@/forms/useFieldProps';
import { useFormLayer } from '@/forms/useServerForm';
import type { ContinueResult } from '../actions';
import { formatCardExpiry, providerFieldError, type CardField } from './card';
import { lazySchema } from '@/forms/lazySchema';
import { failureMessage } from '../failureMessage';

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
type CardShape = Record<CardField, string>;

/** The provider's refusal of one field, as the form layer's reply (the field shows it, focus goes there). */
function fieldRefusal(code: string | null | undefined): SubmissionResult<string[]> | undefined {
  const refused = providerFieldError(code);
  if (!refused) return undefined;
  return {
    status: 'error',
    error: { [refused.field]: [refused.message] },
    state: { validated: { [refused.field]: true } },
  };
}

/** The card's required fields, with their copy keys (`Payment.card.{copy}` and `{copy}Hint`). */
const CARD_INPUTS = [
  { field: 'cardNumber', copy: 'number', autoComplete: 'cc-number', width: undefined },
  { field: 'expiry', copy: 'expiry', autoComplete: 'cc-exp', width: 'short' },
  { field: 'cvc', copy: 'cvc', autoComplete: 'cc-csc', width: 'short' },
] as const;

const posted = (formData: FormData, name: CardField) => String(formData.get(name) ?? '');

/**
 * The card form, on the form layer (Conform, the error summary and focus of FormFeedback).
 * Without JavaScript it is a plain form posting to the provider, which answers with a
 * redirect (3-D Secure challenge or back here with the code of a refused field). With
 * JavaScript the fields are checked first, the card goes to the provider with fetch, and
 * the page moves on without reloading. A second press while the first is in flight does
 * nothing. Card data never reaches our server.
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
  const tRoot = useTranslations();
  const props = useFieldProps();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [providerReply, setProviderReply] = useState(() => fieldRefusal(initialProviderCode));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const idempotencyKey = useRef<string | null>(null);

  async function sendCard(formData: FormData) {
    if (sending.current) return;
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
          cardNumber: posted(formData, 'cardNumber'),
          expiry: formatCardExpiry(posted(formData, 'expiry')),
          cvc: posted(formData, 'cvc').trim(),
          holder: posted(formData, 'holder').trim() || undefined,
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
        const refusal = fieldRefusal(code);
        if (refusal) return setProviderReply(refusal);
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

  const layer = useFormLayer<CardShape>({
    id: 'card-form',
    lastResult: providerReply,
    schema: lazySchema(
      () => import('./cardSchema'),
      (module) => module.cardSchema(),
    ),
    send: (formData) => void sendCard(formData),
  });
  const { fields } = layer;
  const failed = failure ? failureMessage(failure.code, failure.declineReason) : null;

  return (
    <ServerForm
      binding={{ ...layer, formAction: providerUrl, state: { result: providerReply } }}
      formRef={formRef}
      fields={[
        ...CARD_INPUTS.map(({ field, copy }) => ({ field: fields[field], label: t(copy) })),
        { field: fields.holder, label: t('holder') },
      ]}
      pageTitle={pageTitle}
    >
      {failed ?
        <Banner tone="error" urgent title={tRoot(failed.title)}>
          {tRoot(failed.message)}
          {failed.reason ? ` ${tRoot(failed.reason)}` : null}
        </Banner>
      : null}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      {/* A new key after a refused payment: the card is typed again, never kept. */}
      <div key={attempt}>
        <Stack gap="medium">
          {CARD_INPUTS.map(({ field, copy, autoComplete, width }) => (
            <TextField
              key={fields[field].key}
              label={t(copy)}
              description={t(`${copy}Hint`)}
              autoComplete={autoComplete}
              inputMode="numeric"
              width={width}
              {...props.text(fields[field], { required: true })}
            />
          ))}
          <TextField
            key={fields.holder.key}
            label={t('holder')}
            autoComplete="cc-name"
            {...props.text(fields.holder)}
          />
        </Stack>
      </div>
      <div>
        <Button type="submit" size="large" isPending={pending} pendingLabel={t('sending')}>
          {payLabel}
        </Button>
      </div>
    </ServerForm>
  );
}
