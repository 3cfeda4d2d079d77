import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    renderWithStrings(<Text>Votre don ne vous coûte que 17,00 €.</Text>);
    expect(screen.getByText('Votre don ne vous coûte que 17,00 €.').tagName).toBe('P');
  });

  it.each(['span', 'div', 'strong'] as const)('renders as %s', (element) => {
    renderWithStrings(
      <Text as={element} id="texte">
        Texte
      </Text>,
    );
    const node = screen.getByText('Texte');
    expect(node.tagName).toBe(element.toUpperCase());
    expect(node.id).toBe('texte');
  });

  it('keeps strong emphasis semantic', () => {
    renderWithStrings(<Text as="strong">Important</Text>);
    expect(screen.getByText('Important').tagName).toBe('STRONG');
  });
});
