// The bench's markup floor (scripts/bench-markup): a page's HTML elements, read from its
// server-rendered document, as a tree a bare server component can render again with
// React.createElement. What is kept is what React renders: elements, attributes and text of
// the body. What is dropped is what a bare page would not have: scripts (Next's, the RSC
// payload), style elements (the inlined CSS), templates (Suspense fallbacks' markers),
// comments, inline styles and event attributes.
import { JSDOM } from 'jsdom';

/** HTML attribute names React spells otherwise (only those our pages use, plus SVG's). */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  enctype: 'encType',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
  'accept-charset': 'acceptCharset',
};
/** An input's value and state, as React renders an uncontrolled field (an option or a button keeps `value`). */
const INPUT_NAMES = { value: 'defaultValue', checked: 'defaultChecked' };
const DROPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript']);
/** Attributes written without a value in HTML that React wants as `true`. */
const BOOLEAN_ATTRIBUTES = new Set([
  'hidden',
  'disabled',
  'required',
  'multiple',
  'readonly',
  'novalidate',
  'checked',
  'selected',
  'open',
  'inert',
  'autofocus',
]);

/** `stroke-width` → `strokeWidth`: SVG's hyphenated presentation attributes, as React names them. */
const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function propsOf(element) {
  const props = {};
  const input = element.localName === 'input';
  for (const { name, value } of element.attributes) {
    if (name === 'style' || name.startsWith('on')) continue;
    const reactName =
      (input ? INPUT_NAMES[name] : undefined) ??
      REACT_NAMES[name] ??
      (name.startsWith('aria-') || name.startsWith('data-') ? name : camelCase(name));
    props[reactName] = BOOLEAN_ATTRIBUTES.has(name) && value === '' ? true : value;
  }
  return props;
}

function treeOf(element) {
  const children = [];
  for (const node of element.childNodes) {
    if (node.nodeType === node.TEXT_NODE) {
      if (node.data) children.push(node.data);
    } else if (node.nodeType === node.ELEMENT_NODE) {
      const tag = node.localName;
      if (DROPPED_ELEMENTS.has(tag)) continue;
      // A textarea's text is its value in React.
      if (tag === 'textarea') children.push([tag, { ...propsOf(node), defaultValue: node.textContent }, []]);
      else children.push([tag, propsOf(node), treeOf(node)]);
    }
  }
  return children;
}

/**
 * The body of `html` as `[tag, props, children]` nodes and strings (text), with the number
 * of elements: `{ nodes, elements }`.
 */
export function markupTree(html) {
  const { document } = new JSDOM(html).window;
  const nodes = treeOf(document.body);
  const count = (list) => list.reduce((sum, node) => (Array.isArray(node) ? sum + 1 + count(node[2]) : sum), 0);
  return { nodes, elements: count(nodes) };
}
