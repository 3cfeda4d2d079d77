'use client';

import { useEffect } from 'react';
import { HEIGHT_MESSAGE_TYPE, PARENT_ORIGIN_PARAM, parseParentOrigin, type HeightMessage } from './parentOrigin';

/** Kept for the journey's later steps in the frame, whose addresses no longer carry `?parent=`. */
const STORAGE_KEY = 'forms-widget-parent';

function embeddingOrigin(): string | null {
  const given = parseParentOrigin(new URLSearchParams(window.location.search).get(PARENT_ORIGIN_PARAM));
  try {
    if (given) window.sessionStorage.setItem(STORAGE_KEY, given);
    return given ?? parseParentOrigin(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage refused (a strict third-party setting): this page's own parameter still works.
    return given;
  }
}

/**
 * The full-form widget's optional height auto-resize (docs/widgets.md): in a frame whose
 * embedder named its origin, posts the document's height to that origin, and again each
 * time it changes. Renders nothing; does nothing outside a frame or without an origin.
 */
export function HeightReporter() {
  useEffect(() => {
    if (window.parent === window) return;
    const origin = embeddingOrigin();
    if (!origin) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: HeightMessage = { type: HEIGHT_MESSAGE_TYPE, height };
      window.parent.postMessage(message, origin);
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, []);
  return null;
}
