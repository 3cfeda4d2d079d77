import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formDataOf as formData } from '@/tests/support/formData';
import { payerStepSchema } from './payerSchema';
import { isBoxTicked } from './payerFields';

describe('payer step', () => {
  const requirements = { address: 'required', city: 'required', zipCode: 'required', country: 'required' } as const;
  const person = {
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.fr',
    emailConfirmation: 'lea@example.fr',
    address: '1 rue de la Paix',
    zipCode: '75001',
    city: 'Paris',
    country: 'FR',
  };

  it('asks the company fields only when the company box is ticked', () => {
    expect(isBoxTicked('on')).toBe(true);
    expect(isBoxTicked(null)).toBe(false);
    const individual = parseWithZod(formData({ ...person, isCompany: 'on' }), {
      schema: payerStepSchema(requirements, false),
    });
    expect(individual.status).toBe('success');
    const company = parseWithZod(formData({ ...person, isCompany: 'on' }), {
      schema: payerStepSchema(requirements, true),
    });
    expect(company.reply().error).toMatchObject({
      companyName: ['Validation.required'],
      companySiren: ['Validation.required'],
      companyLegalStatusId: ['Validation.legalStatus'],
    });
    const filled = parseWithZod(
      formData({ ...person, companyName: 'Boulangerie', companySiren: '123 456 789', companyLegalStatusId: '4' }),
      { schema: payerStepSchema(requirements, true) },
    );
    expect(filled.status === 'success' && filled.value).toMatchObject({
      companySiren: '123456789',
      companyLegalStatusId: '4',
    });
  });

  it('needs the address for a tax receipt', () => {
    const submission = parseWithZod(formData({ ...person, address: '', city: '' }), {
      schema: payerStepSchema(requirements, false),
    });
    expect(submission.reply().error).toMatchObject({ address: ['Validation.required'], city: ['Validation.required'] });
  });
});
