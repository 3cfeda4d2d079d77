// The summary: one table per component with a change, its stories and display modes by
// widths. A cell that differs says so in words (changed, new, missing; then accepted or
// rejected) and links to its change; colour only repeats what the words say.
import { element } from './views.js';

const differs = new Set(['changed', 'new', 'missing']);
const decisionWords = { accept: 'accepted', reject: 'rejected' };

/** The words of a cell: its status, and the decision taken on it. */
export function cellText(status, decision) {
  return decision ? `${status}, ${decisionWords[decision]}` : status;
}

function cell(entry, decisions) {
  if (!entry) {
    return element(
      'td',
      { class: 'none' },
      element('span', { 'aria-hidden': 'true' }, '–'),
      element('span', { class: 'visually-hidden' }, 'not taken'),
    );
  }
  if (!differs.has(entry.status)) return element('td', { class: 'same' }, 'same');
  const link = element(
    'a',
    { href: `#change=${entry.id}`, 'data-cell': entry.id },
    cellText(entry.status, decisions[entry.id]?.decision),
  );
  return element(
    'td',
    { class: `differs ${entry.status}` },
    element('span', { class: 'marker', 'aria-hidden': 'true' }, '◆ '),
    link,
  );
}

function table({ component, cells }, decisions) {
  const widths = [...new Set(cells.map((entry) => entry.width))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const variants = [...new Set(cells.map((entry) => entry.variant))].sort();
  const changed = cells.filter((entry) => differs.has(entry.status)).length;
  const head = element(
    'tr',
    {},
    element('th', { scope: 'col' }, 'Story or mode'),
    ...widths.map((width) => element('th', { scope: 'col' }, width ? `${width} px` : 'screenshot')),
  );
  const rows = variants.map((variant) =>
    element(
      'tr',
      {},
      element('th', { scope: 'row' }, variant),
      ...widths.map((width) =>
        cell(
          cells.find((entry) => entry.variant === variant && entry.width === width),
          decisions,
        ),
      ),
    ),
  );
  return element(
    'table',
    {},
    element(
      'caption',
      {},
      `${component}: ${changed} of ${cells.length} ${cells.length === 1 ? 'screenshot' : 'screenshots'} differ`,
    ),
    element('thead', {}, head),
    element('tbody', {}, ...rows),
  );
}

export function renderGrids(container, grids, decisions) {
  container.replaceChildren(...grids.map((grid) => element('div', { class: 'table-scroll' }, table(grid, decisions))));
}

/** Updates one cell's words after a decision, without rebuilding the tables. */
export function markCell(container, change, decision) {
  const link = container.querySelector(`[data-cell="${CSS.escape(change.id)}"]`);
  if (link) link.textContent = cellText(change.status, decision);
}
