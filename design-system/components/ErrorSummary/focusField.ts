/**
 * Moving to a field in error (GOV.UK error summary, SPEC §5 "the first field in error is
 * scrolled into view"): the field's label — or the legend of its group, for radios and
 * checkboxes — is scrolled to the top, so the question is seen with the field, then the
 * control is focused without scrolling again.
 */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function isHidden(element: Element): boolean {
  return element.closest('[aria-hidden="true"], [hidden]') !== null;
}

/**
 * The control to focus for an element: itself, or inside a field or group its control in
 * error (a stepper's field, not its − button before it), its checked radio, else its first control.
 */
function controlOf(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE)) return element;
  const candidates = [
    ...element.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
    ...element.querySelectorAll<HTMLElement>('input[type="radio"]:checked'),
    ...element.querySelectorAll<HTMLElement>(FOCUSABLE),
  ];
  return candidates.find((candidate) => candidate.matches(FOCUSABLE) && !isHidden(candidate)) ?? null;
}

/** The first element an aria-labelledby refers to outside `owner` (a Select's button also refers to its own value). */
function firstReferenced(ids: string | null, owner?: Element): HTMLElement | null {
  const elements = (ids?.trim().split(/\s+/) ?? []).map((id) => document.getElementById(id));
  return elements.find((element): element is HTMLElement => element !== null && !owner?.contains(element)) ?? null;
}

/** The visible question of a control: its group's legend for a choice, else its label. */
function questionOf(control: HTMLElement): HTMLElement | null {
  const type = control.getAttribute('type');
  if (type === 'radio' || type === 'checkbox') {
    const group = control.closest('fieldset, [role="radiogroup"], [role="group"]');
    const legend = group && (group.querySelector('legend') ?? firstReferenced(group.getAttribute('aria-labelledby')));
    if (legend) return legend;
  }
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0 && type !== 'radio' && type !== 'checkbox') return labels[0] ?? null;
  return firstReferenced(control.getAttribute('aria-labelledby'), control) ?? labels?.[0] ?? null;
}

/** Scrolls the question of `element` into view and focuses its control. False when nothing can be focused. */
export function focusField(element: HTMLElement): boolean {
  const control = controlOf(element);
  if (!control) return false;
  const question = questionOf(control) ?? control;
  question.scrollIntoView?.({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}

/** `focusField` for the element of an id (an error summary link's target). */
export function focusFieldById(id: string): boolean {
  const element = document.getElementById(id);
  return element ? focusField(element) : false;
}

/**
 * After a failed submit without an error summary: scrolls the first field in error of
 * the form into view and focuses it. A field in error is an `aria-invalid` control or a
 * react-aria field marked `data-invalid` (a Select's button carries no aria-invalid).
 * Returns whether a field was found.
 */
export function focusFirstInvalidField(form: HTMLFormElement): boolean {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid]')].find(
    (element) => !isHidden(element),
  );
  return invalid ? focusField(invalid) : false;
}
