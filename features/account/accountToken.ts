import 'server-only';
import type { AccountTokenInfo } from '@/lib/api/contracts/account';
import { checkAccountToken } from '@/lib/api/account';
import { isApiFailure } from '@/lib/api/http';

export type AccountTokenStatus =
  { state: 'none' } | { state: 'invalid' } | { state: 'valid'; token: string; info: AccountTokenInfo };

/**
 * Checks the link of an email (?token=…) before showing the password form. An unknown,
 * used or expired link is `invalid`; any other failure is thrown for the error page.
 */
export async function accountTokenStatus(token: string | string[] | undefined): Promise<AccountTokenStatus> {
  if (typeof token !== 'string' || token === '') return { state: 'none' };
  try {
    return { state: 'valid', token, info: await checkAccountToken(token) };
  } catch (error) {
    if (isApiFailure(error) && (error.code === 'invalid_grant' || error.code === 'VALIDATION_ERROR')) {
      return { state: 'invalid' };
    }
    throw error;
  }
}
