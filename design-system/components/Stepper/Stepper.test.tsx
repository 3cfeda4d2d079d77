import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Stepper } from './Stepper';

const steps = [
  { title: 'Votre don', href: '/etape/1' },
  { title: 'Vos coordonnées', href: '/etape/2' },
  { title: 'Récapitulatif' },
  { title: 'Paiement' },
];

describe('Stepper', () => {
  it('says "Étape 2 sur 4 : Vos coordonnées"', () => {
    renderWithStrings(<Stepper steps={steps} currentStep={2} />);
    expect(screen.getByText(/^Étape 2 sur 4\s: Vos coordonnées$/)).toBeVisible();
  });

  it('is an ordered list with the current step marked aria-current="step"', () => {
    renderWithStrings(<Stepper steps={steps} currentStep={2} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
  });

  it('links completed steps that have an address, named with their state, inside a named navigation', () => {
    renderWithStrings(<Stepper steps={steps} currentStep={3} />);
    const nav = screen.getByRole('navigation', { name: 'Étapes du formulaire' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Votre don (étape terminée)');
    expect(links[0]).toHaveAttribute('href', '/etape/1');
    // The current and upcoming steps are never links.
    expect(within(nav).queryByRole('link', { name: /Récapitulatif/ })).not.toBeInTheDocument();
  });

  it('is a group, not a navigation, when no step is a link', () => {
    renderWithStrings(<Stepper steps={steps.map(({ title }) => ({ title }))} currentStep={3} />, { locale: 'en' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleName('Form steps');
    expect(screen.getByText('Step 3 of 4: Récapitulatif')).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('(completed)');
  });

  it('keeps the current step in range', () => {
    renderWithStrings(<Stepper steps={steps} currentStep={9} />);
    expect(screen.getByText(/^Étape 4 sur 4\s: Paiement$/)).toBeVisible();
  });

  it('hides the decorative numbers and segments', () => {
    const { container } = renderWithStrings(<Stepper steps={steps} currentStep={1} />);
    for (const hidden of container.querySelectorAll('[aria-hidden="true"]')) {
      expect(hidden.closest('a')).toBeNull();
    }
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^1Votre don$/);
  });
});
