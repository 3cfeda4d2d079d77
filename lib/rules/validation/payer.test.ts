import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { companyPayerSchema, individualPayerSchema } from './payer';
import { check } from './testing';

const today = () => ({ year: 2026, month: 6, day: 15 });
const valid = { firstName: 'Jean', lastName: 'Dupont', email: 'jean@domaine.fr', emailConfirmation: 'jean@domaine.fr' };

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('individualPayerSchema', () => {
  it('requires names, email and confirmation by default, and drops hidden fields', () => {
    expect(check(individualPayerSchema(), { ...valid, address: 'dropped', birthDate: '01/01/1990' })).toEqual({
      ok: true,
      value: valid,
    });
  });

  it.each([
    [
      {},
      {
        firstName: ['Validation.required'],
        lastName: ['Validation.required'],
        email: ['Validation.required'],
        emailConfirmation: ['Validation.required'],
      },
    ],
    [{ ...valid, lastName: 'JEAN' }, { lastName: ['Validation.name.different'] }],
    [{ ...valid, emailConfirmation: 'jean@domaine.com' }, { emailConfirmation: ['Validation.emailMatch'] }],
    [
      { ...valid, firstName: 'J3an', emailConfirmation: 'x@y.fr' },
      { firstName: ['Validation.name.noNumbers'], emailConfirmation: ['Validation.emailMatch'] },
    ],
    [
      { ...valid, email: 'jean', emailConfirmation: 'jean' },
      { email: ['Validation.email'], emailConfirmation: ['Validation.email'] },
    ],
  ])('%j → %j', (values, errors) => {
    const submission = parseWithZod(formData(values), { schema: individualPayerSchema() });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual(errors);
  });

  it('leaves the names out when they come from the first participant', () => {
    const { firstName: _first, lastName: _last, ...rest } = valid;
    expect(check(individualPayerSchema({ names: 'hidden' }), { ...valid, firstName: 'J3an' })).toEqual({
      ok: true,
      value: rest,
    });
  });

  it('lets the form choose every optional field', () => {
    const schema = individualPayerSchema({
      emailConfirmation: 'hidden',
      address: 'required',
      city: 'required',
      zipCode: 'optional',
      country: 'required',
      birthDate: 'required',
      legalAge: true,
      today,
    });
    const submission = parseWithZod(
      formData({
        ...valid,
        address: ' 1 rue de la Paix ',
        city: 'Paris',
        zipCode: '',
        country: 'fr',
        birthDate: '14/07/1990',
      }),
      { schema },
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean@domaine.fr',
      address: '1 rue de la Paix',
      city: 'Paris',
      country: 'FR',
      birthDate: '1990-07-14',
    });

    const minor = parseWithZod(
      formData({ ...valid, address: 'a', city: 'b', country: 'BE', birthDate: '01/01/2010' }),
      { schema },
    );
    expect(minor.reply().error).toEqual({ country: ['Validation.country'], birthDate: ['Validation.legalAge?age=18'] });
  });

  it('uses the Paris day when no today is given', () => {
    expect(
      check(individualPayerSchema({ emailConfirmation: 'hidden', birthDate: 'optional' }), {
        ...valid,
        birthDate: '01/01/1990',
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('companyPayerSchema', () => {
  const company = { ...valid, companyName: 'ACME', companySiren: '123 456 789', companyLegalStatusId: '3' };

  it('adds company name, SIREN and legal status', () => {
    expect(check(companyPayerSchema(), company)).toEqual({
      ok: true,
      value: { ...valid, companyName: 'ACME', companySiren: '123456789', companyLegalStatusId: '3' },
    });
  });

  it('reports every missing company field', () => {
    const submission = parseWithZod(formData(valid), { schema: companyPayerSchema() });
    expect(submission.reply().error).toEqual({
      companyName: ['Validation.required'],
      companySiren: ['Validation.required'],
      companyLegalStatusId: ['Validation.legalStatus'],
    });
  });

  it('can make SIREN optional and hide the legal status', () => {
    const schema = companyPayerSchema({ companySiren: 'optional', companyLegalStatusId: 'hidden' });
    expect(check(schema, { ...valid, companyName: 'ACME' })).toEqual({
      ok: true,
      value: { ...valid, companyName: 'ACME', companySiren: undefined },
    });
    expect(check(schema, { ...valid, companyName: 'ACME', companySiren: '12' })).toEqual({
      ok: false,
      messages: ['Validation.siren'],
    });
  });
});
