const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Before an element disappears with focus inside it, moves focus to the next focusable
 * element after it, else the one before it, so keyboard and screen-reader users keep
 * their place in the page (WCAG 2.4.3) instead of starting again from the top.
 */
export function focusNeighbourOf(element: HTMLElement): void {
  const candidates = [...element.ownerDocument.querySelectorAll<HTMLElement>(focusable)].filter(
    (candidate) => !element.contains(candidate) && !candidate.closest('[inert], [aria-hidden="true"]'),
  );
  const next = candidates.find(
    (candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const previous = candidates.findLast(
    (candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  (next ?? previous)?.focus();
}
