'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Icon, type IconName } from '@/design-system/components/Icon/Icon';
import { TextField } from '@/design-system/components/TextField/TextField';
import { Stack } from '@/design-system/layout/Stack/Stack';
import type { CheckIn, CheckInCount, CheckInResult } from '@/lib/api/contracts/checkins';
import { formatInstantDate, formatTime } from '@/lib/rules/dates';
import type { CheckInState } from './actions';
import { CameraScanner } from './CameraScanner';
import * as styles from './CheckInDoor.css';

type Tone = 'success' | 'warning' | 'error';

/** Colour, icon and words together: never the colour alone. */
const LOOK: Record<CheckInResult, { tone: Tone; icon: IconName }> = {
  Valid: { tone: 'success', icon: 'check' },
  AlreadyCheckedIn: { tone: 'warning', icon: 'warning' },
  Revoked: { tone: 'error', icon: 'error' },
  WrongEvent: { tone: 'error', icon: 'error' },
  Unknown: { tone: 'error', icon: 'error' },
};

function Answer({ answer, formTitle }: { answer: CheckIn; formTitle: string }) {
  const t = useTranslations('CheckIn');
  const { tone, icon } = LOOK[answer.result];
  const ticket = answer.ticket;
  const at = answer.checkedInAt ? new Date(answer.checkedInAt) : null;
  const values = {
    firstName: ticket?.firstName ?? '',
    lastName: ticket?.lastName ?? '',
    tier: ticket?.tierLabel ?? '',
    form: formTitle,
    date: at ? formatInstantDate(at) : '',
    time: at ? formatTime(at) : '',
  };
  return (
    <div className={styles.answer({ tone })} data-result={answer.result}>
      <span className={styles.answerIcon}>
        <Icon name={icon} tone={tone} />
      </span>
      <Stack gap="xsmall">
        <p className={styles.answerTitle}>{t(`results.${answer.result}.title`)}</p>
        <p className={styles.answerDetail}>{t(`results.${answer.result}.detail`, values)}</p>
      </Stack>
    </div>
  );
}

/**
 * The door of an event: a code typed (or read by ./CameraScanner) and posted to the
 * server action, which works without JavaScript too (the page comes back with the
 * answer). The answer is large, in a live region (announced as it comes), and the focus
 * goes back to the emptied code field for the next ticket.
 */
export function CheckInDoor({
  action,
  formTitle,
  initialCount,
}: {
  action: (state: CheckInState, formData: FormData) => Promise<CheckInState>;
  formTitle: string;
  initialCount: CheckInCount;
}) {
  const t = useTranslations('CheckIn');
  const [state, formAction, isPending] = useActionState(action, { serial: 0, count: initialCount });
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [answeredSerial, setAnsweredSerial] = useState(0);
  // Each answer empties the field (typed or scanned) and gives it the focus for the next code.
  if (answeredSerial !== state.serial) {
    setAnsweredSerial(state.serial);
    setCode('');
  }
  useEffect(() => {
    if (state.serial > 0) inputRef.current?.focus();
  }, [state.serial]);

  const count = state.count ?? initialCount;
  const present = (scanned: string) => {
    const formData = new FormData();
    formData.set('code', scanned);
    startTransition(() => formAction(formData));
  };

  return (
    <Stack gap="xlarge">
      <section aria-labelledby="checkin-answer">
        <Stack gap="small">
          <Heading level={2} id="checkin-answer">
            {t('answerHeading')}
          </Heading>
          <div role="status" aria-atomic="true">
            {/* Keyed by the answer's number: two identical answers in a row are both announced. */}
            <div key={state.serial}>
              {state.answer ?
                <Answer answer={state.answer} formTitle={formTitle} />
              : <p>{t('noAnswer')}</p>}
            </div>
          </div>
        </Stack>
      </section>
      <form action={formAction} noValidate>
        <div className={styles.entry}>
          <TextField
            name="code"
            label={t('codeLabel')}
            description={t('codeDescription')}
            errorMessage={state.empty ? t('empty') : undefined}
            isRequired
            value={code}
            onChange={setCode}
            inputRef={inputRef}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck="false"
            enterKeyHint="go"
            // After an answer (the page the server sent back, without JavaScript): the next code.
            autoFocus={state.serial > 0 || state.empty === true}
            maxLength={1000}
          />
          <Button type="submit" isPending={isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <CameraScanner onCode={present} />
      <section aria-labelledby="checkin-count">
        <Stack gap="xsmall">
          <Heading level={2} id="checkin-count">
            {t('countHeading')}
          </Heading>
          <p className={styles.count}>{t('count', count)}</p>
        </Stack>
      </section>
    </Stack>
  );
}
