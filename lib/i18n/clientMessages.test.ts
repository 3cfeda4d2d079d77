import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import { clientMessages } from './clientMessages';

describe('clientMessages', () => {
  it('sends the browser the namespaces client components read, not the server-only ones', () => {
    const namespaces = Object.keys(clientMessages(fr));
    expect(namespaces).toEqual(expect.arrayContaining(['Validation', 'Errors', 'Donation', 'Payment', 'Shell']));
    for (const serverOnly of ['Home', 'Metadata', 'Sandbox', 'Storybook', 'StorybookFields', 'DesignSystemFields']) {
      expect(namespaces).not.toContain(serverOnly);
    }
  });

  it('makes the payload markedly lighter', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(clientMessages(fr))).toBeLessThan(size(fr) * 0.75);
  });
});
