import type { PointerEvent } from 'react';

/**
 * Hover and press as react-aria shows them (`data-hovered` for a mouse only, never for
 * touch; `data-pressed` while held), for controls that are plain elements: they need none
 * of react-aria's interaction code, only these handlers. The attributes are set on the
 * element itself, so no state and no re-render; the styles read the same attributes as on
 * react-aria's controls (and `:focus-visible` for focus).
 */
function set(event: PointerEvent<HTMLElement>, name: string, on: boolean) {
  if (on) event.currentTarget.setAttribute(name, '');
  else event.currentTarget.removeAttribute(name);
}

export const hoverHandlers = {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => set(event, 'data-hovered', event.pointerType === 'mouse'),
  onPointerLeave: (event: PointerEvent<HTMLElement>) => set(event, 'data-hovered', false),
};

export const pressHandlers = {
  ...hoverHandlers,
  onPointerDown: (event: PointerEvent<HTMLElement>) => set(event, 'data-pressed', event.button === 0),
  onPointerUp: (event: PointerEvent<HTMLElement>) => set(event, 'data-pressed', false),
  onPointerCancel: (event: PointerEvent<HTMLElement>) => set(event, 'data-pressed', false),
  onPointerLeave: (event: PointerEvent<HTMLElement>) => {
    set(event, 'data-hovered', false);
    set(event, 'data-pressed', false);
  },
};
