'use client';

import { createContext, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where Dialog renders its portal; `document.body` when nothing is provided. Storybook
 * points it inside the story root so the axe check of each story covers the dialog, and an
 * embedding layout (the widget) can keep overlays inside its own element.
 */
export const PortalContainerProvider = PortalContainerContext.Provider;

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
