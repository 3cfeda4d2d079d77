// The same basePath and options as the app's next.config.ts, without its plugins: what
// any page of ours pays before its own code. The app's chunks carry V8's compile hint, so
// the floor's do too: what the bench reads above the floor is our code, not the hint.
import { runAfterProductionCompile } from '../lib/compileHints.mjs';

const nextConfig = {
  basePath: '/forms',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  compiler: { runAfterProductionCompile },
};

export default nextConfig;
