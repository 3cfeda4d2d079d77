/**
 * The messages the browser receives (NextIntlClientProvider). Namespaces only the server
 * reads stay out of every page's payload: the home page and metadata (server components),
 * the accessibility statement (a server component), the sandbox’s own pages, Storybook’s story copy, and the design system's built-in strings
 * (the layout hands them to DesignSystemProvider already picked), the widgets (HTML
 * answered by route handlers), the regularisation and order pages (server components
 * that hand their islands strings already translated), the header and footer (`Shell`,
 * translated by the server), the error pages' actions (`ErrorPage`, in ErrorCopyProvider's
 * copy) and the display settings page (a server-rendered form). clientMessages.test.ts fails when
 * a client component starts reading one of them.
 */
type Messages = Record<string, unknown>;

const SERVER_ONLY_NAMESPACE =
  /^(?:Storybook.*|DesignSystem.*|Sandbox|Home|Metadata|AccessibilityStatement|Widget|Regularisation|Orders|Shell|ErrorPage|DisplaySettings)$/u;

export function isServerOnlyNamespace(namespace: string): boolean {
  return SERVER_ONLY_NAMESPACE.test(namespace);
}

/**
 * The messages the islands of the associations' pages read (journeys of every kind, their
 * embedded copies, the report page): their own namespaces, and those of the message refs
 * their server actions answer with (`Validation.*`, `Rules.*`, `Errors.*`), translated in the
 * browser by the form layer. Not the account pages' (`Account`, `Auth`: the sign-in dialog
 * brings its own) nor the payment pages' (`Payment`). clientMessages.test.ts checks that
 * every namespace those islands read is here.
 */
export const JOURNEY_NAMESPACES = [
  'Journey',
  'Amount',
  'Places',
  'Participants',
  'Payer',
  'Summary',
  'Report',
  'Forms',
  'Rules',
  'Validation',
  'Errors',
] as const;

/**
 * The messages the islands of the payment pages read (the card page, its outcome and
 * confirmation, the regularisation and card-change pages: the card form and the form
 * layer): their own namespace and those of the message refs their actions and checks
 * answer with. Not the journeys' nor the account pages': with every client namespace, the
 * card page's payload carried 44 KB of messages where its islands read 17
 * (docs/performance.md). clientMessages.test.ts checks that every namespace they read is here.
 */
export const PAYMENT_NAMESPACES = ['Payment', 'Forms', 'Rules', 'Validation', 'Errors'] as const;

/** What the browser receives: every client namespace, or only `namespaces` when given. */
export function clientMessages(messages: Messages, namespaces?: readonly string[]): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([namespace]) => !isServerOnlyNamespace(namespace) && (!namespaces || namespaces.includes(namespace)),
    ),
  );
}

/** The JSON text of each `clientMessages(messages, namespaces)`, per messages object (one per locale and build). */
const jsonByMessages = new WeakMap<Messages, Map<string, string>>();

/**
 * `clientMessages(messages, namespaces)` as JSON text, written once per messages object and
 * namespace list, then shared by every render. Why text: React's server serialises an
 * object prop value by value and its client reads it back the same way, while a string
 * crosses as one chunk and `JSON.parse` rebuilds it at once. For a journey's islands (28
 * KB of messages) that is about 0.8 of the 1.3 to 1.4 ms the object cost each server render
 * on the bench's markup floor (docs/performance.md).
 */
export function clientMessagesJson(messages: Messages, namespaces?: readonly string[]): string {
  let byNamespaces = jsonByMessages.get(messages);
  if (!byNamespaces) jsonByMessages.set(messages, (byNamespaces = new Map()));
  const key = namespaces ? namespaces.join('\u0000') : '';
  let json = byNamespaces.get(key);
  if (json === undefined) {
    json = JSON.stringify(clientMessages(messages, namespaces));
    byNamespaces.set(key, json);
  }
  return json;
}

/**
 * The messages at `paths` (a namespace, or a dotted path into one), nothing else: what
 * an island that brings its own NextIntlClientProvider receives (the sign-in dialog).
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = messages;
    let target = picked;
    keys.forEach((key, index) => {
      source = (source as Messages | undefined)?.[key];
      if (source === undefined) return;
      if (index === keys.length - 1) target[key] = source;
      else target = (target[key] ??= {}) as Messages;
    });
  }
  return picked;
}
