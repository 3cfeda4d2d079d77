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
  experimental: {
    // A participant's file (5 MB at most, SPEC §7 POST /carts/{id}/file) travels in the
    // step's form post: the API answers 413 above 5 MB, so the post may hold a bit more.
    serverActions: { bodySizeLimit: '6mb' },
  },
};

export default withVanillaExtract(withNextIntl(nextConfig));
