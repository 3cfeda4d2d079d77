'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { TextInputField, type TextFieldBaseProps } from '../../internal/TextInputField';
import { useHydrated } from '../../hooks/useHydrated';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { toggle } from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldBaseProps, 'autoComplete' | 'inputMode' | 'width'> {
  /** `current-password` to sign in, `new-password` to create one (password managers rely on it). @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Toggle text while the password is hidden. @default strings.showPassword */
  showPasswordLabel?: string;
  /** Toggle text while the password is shown. @default strings.hidePassword */
  hidePasswordLabel?: string;
}

/**
 * A password input with a "show the password" toggle (GOV.UK password input). The toggle
 * changes its text (not aria-pressed, which would read twice), keeps the focus, and a
 * polite status says whether the password is visible. It only appears once JavaScript
 * runs; the password is hidden again when the form is submitted, so browsers never keep
 * it as plain text.
 */
export function PasswordField({
  autoComplete = 'current-password',
  showPasswordLabel,
  hidePasswordLabel,
  id,
  inputRef: givenInputRef,
  ...rest
}: PasswordFieldProps) {
  const strings = useDesignSystemStrings();
  const hydrated = useHydrated();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [visible, setVisible] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => {
      setVisible(false);
      setStatus('');
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  function onToggle() {
    setVisible(!visible);
    setStatus(visible ? strings.passwordHidden : strings.passwordVisible);
  }

  return (
    <TextInputField
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck="false"
      inputRef={(element: HTMLInputElement | null) => {
        inputRef.current = element;
        if (typeof givenInputRef === 'function') givenInputRef(element);
        else if (givenInputRef) givenInputRef.current = element;
      }}
      after={
        hydrated ?
          <span className={toggle}>
            <Button variant="secondary" aria-controls={inputId} onPress={onToggle} isDisabled={rest.isDisabled}>
              {visible ? (hidePasswordLabel ?? strings.hidePassword) : (showPasswordLabel ?? strings.showPassword)}
            </Button>
            <span role="status">
              <VisuallyHidden>{status}</VisuallyHidden>
            </span>
          </span>
        : null
      }
    />
  );
}
