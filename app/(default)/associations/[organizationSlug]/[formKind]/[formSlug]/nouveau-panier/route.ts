import { NextResponse, type NextRequest } from 'next/server';
import { dropCartAndRestart } from '@/features/journey/cart/dropCartRoute';
import { formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';

export async function GET(request: NextRequest, { params }: { params: Promise<FormRouteParams> }) {
  const ref = formRefFromRoute(await params);
  if (!ref) return new NextResponse(null, { status: 404 });
  return dropCartAndRestart(request, ref);
}
