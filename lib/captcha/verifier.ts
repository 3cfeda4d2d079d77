/**
 * Invisible captcha (SPEC §9: a v3-style score check, language fr) as a port. Server
 * actions that accept anonymous submissions call `captchaVerifier().verify(token,
 * action)` before doing anything.
 *
 * CAPTCHA_VERIFIER chooses the implementation:
 * - unset / `off` (default): always true — no third party is contacted, nothing is
 *   loaded in the page;
 * - `test`: true only for the token `captcha-ok` (lets tests exercise the refusal path).
 * A real provider is an adapter implementing `CaptchaVerifier` (server-side call to the
 * provider with CAPTCHA_SECRET, score threshold, expected action) added here.
 */
export interface CaptchaVerifier {
  /** Whether the token proves a human for this action ("login", "report"…). */
  verify(token: string | null | undefined, action: string): Promise<boolean>;
}

export const TEST_CAPTCHA_TOKEN = 'captcha-ok';

export const offVerifier: CaptchaVerifier = { verify: async () => true };

export const testVerifier: CaptchaVerifier = {
  verify: async (token) => token === TEST_CAPTCHA_TOKEN,
};

export function captchaVerifier(setting: string | undefined = process.env.CAPTCHA_VERIFIER): CaptchaVerifier {
  switch (setting?.trim().toLowerCase()) {
    case 'test':
      return testVerifier;
    default:
      return offVerifier;
  }
}
