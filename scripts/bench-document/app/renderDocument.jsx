// One measured page's document, rendered again by a bare server component: its body's
// elements, attributes and text (scripts/lib/markupTree.mjs). The page's own styles come
// with the page folder `npm run bench` writes (app/d-N/page.css, inlined by Next as the
// app's are); no component, provider, island or message of ours.
import { createElement, Fragment } from 'react';
import documents from '../documents.json';

/** Children as arguments, as JSX writes static markup: no keys, no arrays. */
function render(nodes) {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tag, props, children] = node;
    return createElement(tag, props, ...render(children));
  });
}

export function renderDocument(key) {
  return createElement(Fragment, null, ...render(documents.pages[key].nodes));
}
