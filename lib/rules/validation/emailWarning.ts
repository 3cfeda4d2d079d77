/**
 * The unusual-email WARNING (SPEC §5): non-blocking, shown under a VALID address that is
 * probably mistyped. Two checks, in this order:
 *
 * 1. unusual characters: the part before @ uses something else than letters, digits and
 *    . _ + - (what virtually every real mailbox uses), or starts, ends or doubles a dot
 *    → `Validation.emailUnusualCharacters`;
 * 2. a likely domain typo: the domain is one edit (insertion, deletion, substitution or
 *    swap of two neighbours) away from a common French mailbox domain ("gmial.com",
 *    "hotmail.con", "orange.fe") → `Validation.emailDomainSuggestion` {suggestion} with
 *    the corrected address, so the payer can fix it in one glance.
 */
import { messageRef } from '../messageRef';
import { isValidEmail } from './emailAddress';
import { VALIDATION_MESSAGES } from './messages';

export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'outlook.com',
  'outlook.fr',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'laposte.net',
  'bbox.fr',
  'aol.com',
  'gmx.fr',
  'protonmail.com',
  'proton.me',
] as const;

const COMMON_LOCAL_PART = /^[a-zA-Z0-9_+-]+(?:\.[a-zA-Z0-9_+-]+)*$/;

/** Optimal string alignment distance: edits, with a swap of two neighbours counting as one. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) =>
      i === 0 ? j
      : j === 0 ? i
      : 0,
    ),
  );
  const cell = (i: number, j: number) => rows[i]?.[j] as number;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return cell(a.length, b.length);
}

/** The common domain one edit away from `domain`, if any (none when it is itself common). */
export function suggestEmailDomain(domain: string): string | null {
  const lower = domain.toLowerCase();
  if ((COMMON_EMAIL_DOMAINS as readonly string[]).includes(lower)) return null;
  return COMMON_EMAIL_DOMAINS.find((common) => editDistance(lower, common) === 1) ?? null;
}

/** The warning message for an email, or null (also null for an invalid one: the error shows instead). */
export function emailWarning(email: string): string | null {
  const value = email.trim();
  if (!isValidEmail(value)) return null;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!COMMON_LOCAL_PART.test(local)) return VALIDATION_MESSAGES.emailUnusualCharacters;
  const suggestion = suggestEmailDomain(domain);
  return suggestion ?
      messageRef(VALIDATION_MESSAGES.emailDomainSuggestion, { suggestion: `${local}@${suggestion}` })
    : null;
}
