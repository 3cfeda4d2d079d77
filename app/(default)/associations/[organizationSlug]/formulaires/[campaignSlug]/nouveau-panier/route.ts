import type { NextRequest } from 'next/server';
import { donationFormOf } from '@/features/campaign/donation';
import { dropCartAndRestart } from '@/features/campaign/dropCartRoute';

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ organizationSlug: string; campaignSlug: string }> },
) {
  return dropCartAndRestart(request, donationFormOf(await params));
}
