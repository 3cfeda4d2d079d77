import 'server-only';
import { cookies } from 'next/headers';
import { DISPLAY_COOKIE, parseDisplaySettings, type DisplaySettings } from '@/lib/display/settings';

export async function readDisplaySettings(): Promise<DisplaySettings> {
  return parseDisplaySettings((await cookies()).get(DISPLAY_COOKIE)?.value);
}
