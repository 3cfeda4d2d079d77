// The bench's markup floor serves one page per measured page of the app with that page's
// own HTML elements (scripts/lib/markupTree.mjs), under the floor's own config.
export { default } from '../bench-floor/next.config.mjs';
