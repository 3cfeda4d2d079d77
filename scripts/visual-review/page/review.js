// The review page: loads review.json (written by scripts/visual-review/report.mjs), shows
// one change at a time in the chosen view, moves between changes by buttons, links and
// keys, and posts accept / reject to the review server, which writes the baseline at once.
import { markCell, renderGrids } from './grid.js';
import { describeChange, renderView, views } from './views.js';

const $ = (id) => document.getElementById(id);
const state = { changes: [], decisions: {}, index: 0, view: 'side', current: null };

/** One polite live region for the page: navigation by key and each decision's result. */
function announce(text) {
  const status = $('status');
  // Emptied first so the same sentence twice is announced twice.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = text));
}

function decisionWords(change) {
  const decision = state.decisions[change.id]?.decision;
  if (decision === 'accept') {
    return change.status === 'missing' ?
        `Accepted: the baseline ${change.baseline} was deleted.`
      : `Accepted: the new screenshot is the baseline (${change.baseline}).`;
  }
  if (decision === 'reject') return `Rejected: the baseline ${change.baseline} is kept.`;
  return 'Not decided yet.';
}

function renderCurrent() {
  state.current?.dispose?.();
  const change = state.changes[state.index];
  if (!change) return;
  const position = `Change ${state.index + 1} of ${state.changes.length}`;
  $('change-title').textContent = `${position}: ${change.status} — ${describeChange(change)}`;
  $('change-meta').textContent = `Baseline file: ${change.baseline}`;
  $('decision-state').textContent = decisionWords(change);
  $('previous').disabled = state.index === 0;
  $('next').disabled = state.index === state.changes.length - 1;
  $('view-title').textContent = views[state.view].title;
  state.current = renderView(state.view, change, { announce });
  $('view-body').replaceChildren(state.current.element);
}

function go(index, { announceIt = false, focus = false } = {}) {
  if (index < 0 || index >= state.changes.length) return;
  state.index = index;
  renderCurrent();
  if (announceIt) announce($('change-title').textContent);
  if (focus) $('change-title').focus();
}

function setView(view) {
  state.view = view;
  document.querySelector(`input[name="view"][value="${view}"]`).checked = true;
  renderCurrent();
}

async function decideCurrent(decision) {
  const change = state.changes[state.index];
  const verb = decision === 'accept' ? 'accept' : 'reject';
  try {
    const response = await fetch('api/decisions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: change.id, decision }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error ?? response.statusText);
    state.decisions[change.id] = { decision };
    $('decision-state').textContent = decisionWords(change);
    markCell($('grids'), change, decision);
    announce(`${describeChange(change)}. ${decisionWords(change)}`);
  } catch (error) {
    announce(`Could not ${verb} ${describeChange(change)}: ${error.message}`);
  }
}

/** The change a grid link or an address names (`#change=id`), if it is one of ours. */
function fromHash() {
  const id = decodeURIComponent(location.hash.replace(/^#change=/, ''));
  const index = state.changes.findIndex((change) => change.id === id);
  return index >= 0 ? index : null;
}

const keys = {
  j: () => go(state.index + 1, { announceIt: true }),
  n: () => go(state.index + 1, { announceIt: true }),
  k: () => go(state.index - 1, { announceIt: true }),
  p: () => go(state.index - 1, { announceIt: true }),
  a: () => decideCurrent('accept'),
  r: () => decideCurrent('reject'),
  b: () => state.current?.swap?.(),
  ...Object.fromEntries(Object.keys(views).map((view, i) => [String(i + 1), () => setView(view)])),
};

/**
 * Single-key shortcuts (WCAG 2.1.4: they can be turned off), never while typing or with a
 * modifier, so a browser's or a screen reader's own keys keep working.
 */
function onKey(event) {
  if (!$('shortcuts').checked || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || /^(TEXTAREA|SELECT)$/.test(target.tagName))) return;
  if (target instanceof HTMLInputElement && !['range', 'radio', 'checkbox'].includes(target.type)) return;
  const action = keys[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

async function start() {
  const [review, decisions] = await Promise.all(
    ['review.json', 'decisions.json'].map((file) =>
      fetch(file).then((response) => (response.ok ? response.json() : {})),
    ),
  );
  state.changes = review.changes ?? [];
  state.decisions = decisions;
  const counts = ['changed', 'new', 'missing']
    .map((status) => [status, state.changes.filter((change) => change.status === status).length])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  $('summary').textContent =
    `${state.changes.length} of ${review.compared ?? '?'} screenshots to review (${counts.join(', ')}), ` +
    `from the run of ${new Date(review.generatedAt).toLocaleString('en-GB')}.`;
  renderGrids($('grids'), review.grids ?? [], state.decisions);
  $('previous').addEventListener('click', () => go(state.index - 1));
  $('next').addEventListener('click', () => go(state.index + 1));
  $('accept').addEventListener('click', () => decideCurrent('accept'));
  $('reject').addEventListener('click', () => decideCurrent('reject'));
  for (const input of document.querySelectorAll('input[name="view"]')) {
    input.addEventListener('change', () => setView(input.value));
  }
  document.addEventListener('keydown', onKey);
  // A grid link moves the focus to the change it opens, as a link to a heading would.
  addEventListener('hashchange', () => {
    const index = fromHash();
    if (index !== null) go(index, { focus: true });
  });
  go(fromHash() ?? 0);
  document.body.dataset.ready = 'true';
}

start();
