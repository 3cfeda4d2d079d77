import { describe, expect, it } from 'vitest';
import { captchaVerifier, TEST_CAPTCHA_TOKEN } from './verifier';

describe('captcha verifier', () => {
  it('is off by default: every submission passes', async () => {
    expect(await captchaVerifier(undefined).verify(null, 'login')).toBe(true);
    expect(await captchaVerifier('off').verify('anything', 'login')).toBe(true);
  });

  it('test mode accepts only the test token', async () => {
    const verifier = captchaVerifier('test');
    expect(await verifier.verify(TEST_CAPTCHA_TOKEN, 'login')).toBe(true);
    expect(await verifier.verify('nope', 'login')).toBe(false);
    expect(await verifier.verify(null, 'login')).toBe(false);
  });
});
