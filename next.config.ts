import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
// Turbopack (the Next 16 default) needs vanilla-extract's turbopack mode turned on:
// without it `next build` fails with "Styles were unable to be assigned to a file".
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
  basePath: '/forms',
  // Lets two builds live side by side (e.g. parallel e2e runs on different ports).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The bench reads first-load JS from .next/diagnostics/route-bundle-stats.json.
  typedRoutes: false,
};

export default withVanillaExtract(withNextIntl(nextConfig));
