// The bench's document floor (scripts/bench-document): the floor's config, with the styles
// inside the HTML as the app has them (next.config.ts, `inlineCss`).
import floorConfig from '../bench-floor/next.config.mjs';

export default { ...floorConfig, experimental: { inlineCss: true } };
