import { rememberNewest } from '../api/briefCache';

/**
 * The islands' messages parsed once per JSON text (lib/i18n/clientMessages
 * `clientMessagesJson`: one text per locale and namespace list), then shared: the server
 * renders every page's client providers anew, and parsed the same JSON on each render
 * (docs/performance.md, "Figures behind the code").
 * The messages are read, never written, by next-intl, so one object can serve every
 * render. A handful of texts exist per build; the memory keeps the last few.
 */
const MAX_TEXTS = 16;
const parsedByText = new Map<string, Record<string, unknown>>();

export function parsedMessages(json: string): Record<string, unknown> {
  let messages = parsedByText.get(json);
  if (messages === undefined) {
    messages = JSON.parse(json) as Record<string, unknown>;
    rememberNewest(parsedByText, json, messages, MAX_TEXTS);
  }
  return messages;
}
