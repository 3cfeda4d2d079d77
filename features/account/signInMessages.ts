/**
 * The sign-in action's refusals in the visitor's language, translated by the server: the
 * sign-in page's form (SignInPageForm) and the header's dialog show them as they come,
 * so neither needs a translator nor the validation messages in the browser.
 */
import { replyMessages, translateMessageRef, type Translate } from '@/forms/fieldProps';
import type { SignInMessages, SignInState } from './authForms';

/** The form-level refusal and each field's first error of a Conform reply, translated with `t`. */
export function signInMessages(result: SignInState['result'], t: Translate): SignInMessages {
  const reply = replyMessages(result);
  const translate = (ref: string | undefined) => (ref ? translateMessageRef(ref, t) : undefined);
  const form = translate(reply.formErrors[0]);
  const email = translate(reply.fieldError('email'));
  const password = translate(reply.fieldError('password'));
  return {
    ...(form ? { form } : {}),
    fields: { ...(email ? { email } : {}), ...(password ? { password } : {}) },
  };
}
