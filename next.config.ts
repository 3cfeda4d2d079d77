import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

import { SERVER_ACTION_BODY_LIMIT_BYTES } from './lib/http/actionLimits';
import { locales } from './lib/i18n/locales';
import { runAfterProductionCompile } from './scripts/lib/compileHints.mjs';

// Messages compiled at build time (docs/architecture/i18n.md, "Compiled messages"): the loader turns every
// import of messages/*.json into icu-minify's compiled form, and next-intl formats them with
// its format-only runtime (use-intl/format-message aliased), so no ICU parser ships to the
// browser and no server render parses a message. Whatever reads getMessages() or imports
// messages/*.json in the app gets compiled messages; Storybook and Vitest, without this
// plugin, get the raw JSON (design-system/testing/compileMessages.ts compiles it for them).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: [...locales], precompile: true } },
});
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
  // rate-limiter-flexible loads drizzle-orm with an import() of a computed name, which a
  // bundle cannot resolve: required from node_modules at run time (sandbox/http/rateLimits.ts).
  serverExternalPackages: ['rate-limiter-flexible'],
  // Every browser chunk compiled off the main thread as it streams in (V8's compile hint:
  // scripts/lib/compileHints.mjs): less blocking time on every page measured at a phone's
  // CPU (docs/performance.md, "The levers").
  compiler: { runAfterProductionCompile },
  experimental: {
    // A participant's file (5 MB at most, SPEC §7 POST /carts/{id}/file) travels in the
    // step's form post: the API answers 413 above 5 MB, so the post may hold a bit more.
    // proxy.ts answers a larger post with the 413 page before Next reads it (Next itself
    // would answer 500: lib/http/actionGuard).
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES },
    // The styles inside the HTML rather than 15 to 25 stylesheets of 1 KB (vanilla-extract
    // makes one per .css.ts file and Turbopack merges none): no render-blocking request before
    // the first paint: Lighthouse's score and LCP went up on every page measured
    // (docs/performance.md, "Figures behind the code", which also weighs the cost: the HTML
    // carries the CSS, in style tags and payload).
    inlineCss: true,
    // app/global-not-found.tsx answers the addresses that match no page, so no route carries
    // a root not-found boundary (its header and footer were in every page's payload).
    globalNotFound: true,
  },
};

export default withVanillaExtract(withNextIntl(nextConfig));
