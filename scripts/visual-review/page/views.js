// The five ways to compare a baseline with the new screenshot. Each view builds its own
// elements for one change and returns { element, dispose, swap? }: dispose stops what runs
// (the blink's timer) before the next view or change replaces it.

/** What the screenshot is, for headings and alt text: story (or e2e test), mode, width. */
export function describeChange(change) {
  const what =
    change.source === 'e2e' ?
      `e2e screenshot ${change.variant} (${change.component.replace(/^e2e: /, '')})`
    : `story ${change.storyId ?? `${change.component}--${change.variant}`}`;
  const mode = change.mode === 'default' ? 'default mode' : `${change.mode} mode`;
  const width = change.width ? `, ${change.width} px wide` : '';
  return `${what}, ${mode}${width}`;
}

function element(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') node.className = value;
    else if (key === 'style') node.style.cssText = value;
    else if (key in node && !key.includes('-')) node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

/** The baseline, the new image and the diff of a change, or a sentence saying why there is none. */
function images(change) {
  const label = describeChange(change);
  const image = (src, alt) => (src ? element('img', { src, alt }) : null);
  return {
    baseline: image(change.images.baseline, `Baseline of ${label}`),
    received: image(change.images.received, `New screenshot of ${label}`),
    diff: image(
      change.images.diff,
      `Difference between the baseline and the new screenshot of ${label}: changed pixels in red over a faded image`,
    ),
    noBaseline: 'No baseline yet: accepting makes the new screenshot the baseline.',
    noReceived: 'No new screenshot: no story uses this baseline any more. Accepting deletes it.',
  };
}

/** When one image is absent, every view shows the other with the reason. */
function single(change) {
  const { baseline, received, noBaseline, noReceived } = images(change);
  const shown = baseline ?? received;
  const caption = baseline ? 'Baseline' : 'New screenshot';
  return element(
    'div',
    {},
    element('p', { class: 'note' }, baseline ? noReceived : noBaseline),
    shown ? element('figure', {}, shown, element('figcaption', {}, caption)) : null,
  );
}

/** A labelled range input and its output, in percent. */
function range(id, label, value, describe, onInput) {
  const input = element('input', { type: 'range', id, min: '0', max: '100', step: '1', value: String(value) });
  const output = element('output', { htmlFor: id }, describe(value));
  input.setAttribute('aria-valuetext', describe(value));
  input.addEventListener('input', () => {
    const text = describe(Number(input.value));
    input.setAttribute('aria-valuetext', text);
    output.textContent = text;
    onInput(Number(input.value));
  });
  return element('div', { class: 'range' }, element('label', { htmlFor: id }, label), input, output);
}

function sideBySide(change) {
  const { baseline, received } = images(change);
  return {
    element: element(
      'div',
      { class: 'side-by-side' },
      element('figure', {}, baseline, element('figcaption', {}, 'Baseline')),
      element('figure', {}, received, element('figcaption', {}, 'New screenshot')),
    ),
  };
}

/**
 * Two images in one place, the top one shaped by a range input: clipped (slider) or faded
 * (onion skin, diff). `property` is the CSS variable the range sets, from `toCss(value)`.
 */
function overlay(under, over, { kind, property, toCss, id, label, initial, describe }) {
  const stack = element('div', { class: `stack ${kind}`, style: `${property}: ${toCss(initial)}` }, under, over);
  over.classList.add('top');
  const control = range(id, label, initial, describe, (value) => stack.style.setProperty(property, toCss(value)));
  return { element: element('div', {}, control, stack) };
}

const opacity = (value) => String(value / 100);

function slider(change) {
  const { baseline, received } = images(change);
  return overlay(received, baseline, {
    kind: 'slider',
    property: '--split',
    toCss: (value) => `${value}%`,
    id: 'slider-position',
    label: 'Split: baseline on the left, new screenshot on the right',
    initial: 50,
    describe: (value) => `${value} % baseline`,
  });
}

function onion(change) {
  const { baseline, received } = images(change);
  return overlay(baseline, received, {
    kind: 'onion',
    property: '--opacity',
    toCss: opacity,
    id: 'onion-opacity',
    label: 'Opacity of the new screenshot over the baseline',
    initial: 50,
    describe: (value) => `${value} % new screenshot`,
  });
}

function diffOverlay(change) {
  const { received, diff } = images(change);
  if (!diff) {
    return { element: element('p', { class: 'note' }, 'No diff image for this change: the pass kept none.') };
  }
  return overlay(received, diff, {
    kind: 'onion',
    property: '--opacity',
    toCss: opacity,
    id: 'diff-opacity',
    label: 'Opacity of the diff over the new screenshot',
    initial: 80,
    describe: (value) => `${value} % diff`,
  });
}

/**
 * The two images in turn. Automatic blinking only on request (a toggle), and never when
 * the system asks for reduced motion: then the images change only when asked (button or b).
 */
function blink(change, { announce }) {
  const { baseline, received } = images(change);
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const frame = element('figure', { class: 'blink' });
  const caption = element('figcaption');
  let showing = 'baseline';
  const show = (which) => {
    showing = which;
    frame.replaceChildren(which === 'baseline' ? baseline : received, caption);
    caption.textContent = which === 'baseline' ? 'Showing: baseline' : 'Showing: new screenshot';
  };
  const swap = () => {
    show(showing === 'baseline' ? 'received' : 'baseline');
    announce(caption.textContent);
  };
  show('baseline');
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
  };
  const swapButton = element('button', { type: 'button', id: 'blink-swap' }, 'Show the other image ');
  swapButton.append(element('kbd', { 'aria-hidden': 'true' }, 'b'));
  swapButton.addEventListener('click', swap);
  const controls = element('div', { class: 'toolbar' }, swapButton);
  if (reducedMotion) {
    controls.append(
      element('p', { class: 'note' }, 'Your system asks for reduced motion: the images change only when you ask.'),
    );
  } else {
    const toggle = element(
      'button',
      { type: 'button', id: 'blink-auto', 'aria-pressed': 'false' },
      'Blink every half second',
    );
    toggle.addEventListener('click', () => {
      if (timer) stop();
      // Two changes a second: under the three flashes a second of WCAG 2.3.1.
      else timer = setInterval(() => show(showing === 'baseline' ? 'received' : 'baseline'), 500);
      toggle.setAttribute('aria-pressed', String(Boolean(timer)));
    });
    controls.append(toggle);
  }
  return { element: element('div', {}, controls, frame), dispose: stop, swap };
}

export const views = {
  side: { title: 'Side by side', render: sideBySide },
  slider: { title: 'Slider', render: slider },
  onion: { title: 'Onion skin', render: onion },
  diff: { title: 'Diff overlay', render: diffOverlay },
  blink: { title: 'Blink', render: blink },
};

/** Renders `view` of `change`; a change with one image shows it alone in every view but the diff. */
export function renderView(view, change, context) {
  const hasBoth = Boolean(change.images.baseline && change.images.received);
  if (!hasBoth && view !== 'diff') return { element: single(change) };
  return views[view].render(change, context);
}

export { element };
