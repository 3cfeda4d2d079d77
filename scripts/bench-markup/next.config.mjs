// The bench's markup floor: the floor's config (scripts/bench-floor), serving one page per
// measured page of the app with that page's own HTML elements (scripts/lib/markupTree.mjs).
const nextConfig = {
  basePath: '/forms',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
