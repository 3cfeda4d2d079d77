import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupTree, type MarkupNode } from './markupTree.mjs';

/** What scripts/bench-markup's page does with a tree. */
function render(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tag, props, children] = node;
    return createElement(tag, props, ...render(children));
  });
}

const document = `<!DOCTYPE html><html lang="fr"><head><title>t</title><style>body{color:red}</style></head>
<body><a class="skip" href="#contenu">Aller au contenu</a><script>self.__next_f.push([1,""])</script>
<main id="contenu" tabindex="-1"><form action="" novalidate=""><label for="a">Montant</label>
<input id="a" name="amount" inputmode="decimal" autocomplete="off" value="50" aria-describedby="h" required="">
<input type="checkbox" name="c" checked=""><textarea name="m" maxlength="500">Bonjour</textarea>
<select name="pays"><option value="FR">France</option></select>
<svg viewBox="0 0 24 24" aria-hidden="true"><path stroke-width="2" d="M1 1"></path></svg>
<template data-dgst="x"></template><button type="submit" style="color:red" onclick="x()">Continuer</button></form></main>
<script>document.body.dataset.x = ''</script></body></html>`;

describe('markupTree (the bench’s markup floor)', () => {
  it('keeps the body’s elements, attributes and text, in React’s names', () => {
    const { nodes } = markupTree(document);
    const input = (
      ((nodes[2] as [string, object, MarkupNode[]])[2][0] as [string, object, MarkupNode[]])[2] as MarkupNode[]
    ).find((node) => Array.isArray(node) && node[0] === 'input');
    expect(input).toEqual([
      'input',
      {
        id: 'a',
        name: 'amount',
        inputMode: 'decimal',
        autoComplete: 'off',
        defaultValue: '50',
        'aria-describedby': 'h',
        required: true,
      },
      [],
    ]);
  });

  it('drops what a bare page would not have: scripts, styles, templates, inline styles and handlers', () => {
    const { nodes, elements } = markupTree(document);
    const flat = JSON.stringify(nodes);
    for (const gone of ['script', 'self.__next_f', 'template', 'color:red', 'onclick', 'x()']) {
      expect(flat).not.toContain(gone);
    }
    // a, main, form, label, 2 inputs, textarea, select, option, svg, path, button
    expect(elements).toBe(12);
    // Only an input's value becomes React's uncontrolled default.
    expect(flat).toContain('["option",{"value":"FR"},["France"]]');
  });

  it('is rendered again by React into the same tree', () => {
    const { nodes } = markupTree(document);
    const again = renderToStaticMarkup(createElement('div', null, ...render(nodes)));
    const { nodes: reread } = markupTree(`<body>${again}</body>`);
    expect(reread).toEqual([['div', {}, nodes]]);
  });
});
