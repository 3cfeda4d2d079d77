// The same basePath and options as the app's next.config.ts, without its plugins: what
// any page of ours pays before its own code.
const nextConfig = {
  basePath: '/forms',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
