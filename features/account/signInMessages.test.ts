import { parseWithZod } from '@conform-to/zod/v4';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/forms/fieldProps';
import { OTHER_ERROR_MESSAGES } from '@/lib/rules/errorCatalogue';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { signInSchema } from './authForms';
import { signInMessages } from './signInMessages';

function translator(locale: 'fr' | 'en'): Translate {
  const t = createTranslator({ locale, messages: locale === 'fr' ? fr : en, timeZone: 'Europe/Paris' });
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** The reply the sign-in action makes of a post (it hides the password). */
function reply(fields: Record<string, string>, formErrors?: string[]) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: signInSchema }).reply({ formErrors, hideFields: ['password'] });
}

describe('signInMessages: the sign-in refusals, translated by the server', () => {
  it('names each empty field with the message the form layer showed', () => {
    const messages = signInMessages(reply({ email: '', password: '' }), translator('fr'));
    expect(messages).toEqual({
      fields: { email: fr.Validation.required, password: fr.Validation.required },
    });
    expect(messages.fields?.email).toBe('Ce champ est obligatoire');
  });

  it('says what is wrong with an address that is not one, and nothing of a field that is right', () => {
    const messages = signInMessages(reply({ email: 'pas-une-adresse', password: 'secret' }), translator('fr'));
    expect(messages.fields?.email).toBeTruthy();
    expect(messages.fields?.email).not.toMatch(/Validation\./);
    expect(messages.fields).not.toHaveProperty('password');
    expect(messages).not.toHaveProperty('form');
  });

  it('translates a refusal that names no field, in the visitor’s language', () => {
    const sent = { email: 'camille@exemple.fr', password: 'pas-le-bon-1' };
    const refused = reply(sent, [OTHER_ERROR_MESSAGES.loginRefused]);
    expect(signInMessages(refused, translator('fr'))).toEqual({
      form: 'Adresse électronique ou mot de passe incorrect.',
      fields: {},
    });
    expect(signInMessages(refused, translator('en')).form).toBe(en.Errors.other.loginRefused);
    expect(signInMessages(reply(sent, ['Auth.signIn.unverified']), translator('fr')).form).toBe(
      fr.Auth.signIn.unverified,
    );
    expect(signInMessages(reply(sent, ['Auth.unavailable']), translator('en')).form).toBe(en.Auth.unavailable);
  });

  it('is empty for an answer without a reply', () => {
    expect(signInMessages(undefined, translator('fr'))).toEqual({ fields: {} });
  });
});
