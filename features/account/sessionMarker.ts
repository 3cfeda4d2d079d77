import { SESSION_MARKER_COOKIE } from '@/lib/api/sessionCookies';

/** Whether the browser still has the session marker cookie (the tokens themselves are httpOnly). */
export function hasSessionMarker(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}
