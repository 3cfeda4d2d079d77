// One measured page's markup (its body's elements, attributes and text, as read by
// scripts/lib/markupTree.mjs), rendered by a bare server component: what Next costs to
// render that much markup, without our components, providers, islands, CSS or API reads.
// `npm run bench` writes ../../markup.json (not committed) before building this app.
import { createElement, Fragment } from 'react';
import { notFound } from 'next/navigation';
import markup from '../../markup.json';

export const dynamic = 'force-dynamic';

/** Children as arguments, as JSX writes static markup: no keys, no arrays. */
function render(nodes) {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tag, props, children] = node;
    return createElement(tag, props, ...render(children));
  });
}

export default async function MarkupPage({ params }) {
  const { name } = await params;
  const page = markup[name];
  if (!page) notFound();
  return createElement(Fragment, null, ...render(page.nodes));
}
