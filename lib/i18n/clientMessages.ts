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
import type { JourneyStep } from '@/lib/routes/journey';
import type { FormKind } from '@/lib/kinds/formKinds';

type Messages = Record<string, unknown>;

const SERVER_ONLY_NAMESPACE =
  /^(?:Storybook.*|DesignSystem.*|Sandbox|Home|Metadata|AccessibilityStatement|Widget|Regularisation|Orders|Emails|Shell|ErrorPage|DisplaySettings)$/u;

export function isServerOnlyNamespace(namespace: string): boolean {
  return SERVER_ONLY_NAMESPACE.test(namespace);
}

/**
 * The messages each page of the associations' journeys hands its islands (the form's page
 * and its embedded copy, a prepared cart's checkout, the report page): the namespaces its
 * client components read, and the message refs its server actions answer with, translated
 * in the browser by the form layer (`Validation.*`, `Rules.*`, `Errors.cart.*`, a step's
 * own). A step gets none of the other steps' namespaces, and of `Errors` only the cart's
 * and the payment's refusals (the error pages' and the payment flow's are the payment
 * pages'): a step's payload holds less than half the messages it did (docs/performance.md,
 * "Figures behind the code"). An entry is a
 * namespace or a dotted path into one, never inside another entry of its list.
 * clientMessages.test.ts scans each page's folders: its list holds every message they
 * read, nothing they do not, and none of the other pages' own namespaces.
 */
const JOURNEY_STEP_BASE = ['Journey', 'Forms', 'Validation'] as const;
export const JOURNEY_PAGE_NAMESPACES = {
  /** Step 1 of a gift (the amount, its tax reduction in `Rules`). */
  amount: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Rules', 'Amount'],
  /** Step 1 of the kinds sold by places (tiers, their availability in `Rules`). */
  places: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Rules', 'Places'],
  /** Step 2 of a kind that asks nothing per place. */
  payer: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Payer'],
  /** Step 2 of a kind that asks per place (names, custom fields, uploads). */
  payerAndParticipants: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Payer', 'Participants'],
  /**
   * Step 3 (tip, coupon, plan, consents), and the refusals of the payment it starts: its
   * own, and that of a tier's limit per payer (step 1's message).
   */
  summary: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Errors.payment', 'Summary', 'Places.validation.maxPerUser'],
  /** Step 1 of a sold-out event: its places, and its waiting list's form. */
  placesSoldOut: [...JOURNEY_STEP_BASE, 'Errors.cart', 'Rules', 'Places', 'WaitingList.form', 'WaitingList.errors'],
  /** A form whose payments are suspended: the email left to hear when it reopens. */
  suspended: JOURNEY_STEP_BASE,
  /** Step 1 of a prepared cart: the cart, read only (its timer). */
  preparedCart: ['Journey'],
  /** The report page's form. */
  report: ['Report', 'Forms', 'Validation'],
} as const satisfies Record<string, readonly string[]>;

/** What a journey page shows: a step (4 is the payment's own page), or the prospect form of a suspended form. */
export type JourneyPageView = JourneyStep | 'suspended' | 'waitingList';

/**
 * The messages of a journey page: by its kind's row of the kind table (lib/kinds/formKinds:
 * what step 1 offers, whether step 2 asks per place) and what it shows. One list per page
 * kind, the same array every request (`clientMessagesJson` writes its text once).
 */
export function journeyPageNamespaces(
  kind: Pick<FormKind, 'choice' | 'participants'>,
  view: JourneyPageView,
  preparedCart = false,
): readonly string[] {
  const lists = JOURNEY_PAGE_NAMESPACES;
  if (view === 'suspended') return lists.suspended;
  if (view === 'waitingList') return lists.placesSoldOut;
  if (view === 1) return preparedCart ? lists.preparedCart : lists[kind.choice];
  if (view === 2) return kind.participants === 'none' ? lists.payer : lists.payerAndParticipants;
  return lists.summary;
}

/**
 * The messages the islands of the payment pages read (the card page, its outcome and
 * confirmation, the regularisation and card-change pages: the card form and the form
 * layer): their own namespace and those of the message refs their actions and checks
 * answer with. Not the journeys' nor the account pages': with every client namespace, the
 * card page's payload carried more than twice the messages its islands read
 * (docs/performance.md, "Figures behind the code"). clientMessages.test.ts checks that every namespace they read is here.
 */
export const PAYMENT_NAMESPACES = ['Payment', 'Forms', 'Rules', 'Validation', 'Errors'] as const;

/**
 * What the browser receives: every client namespace, or only `namespaces` when given (each
 * a namespace or a dotted path into one: `Places.validation`).
 */
export function clientMessages(messages: Messages, namespaces?: readonly string[]): Messages {
  const client = Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !isServerOnlyNamespace(namespace)),
  );
  return namespaces ? pickMessages(client, namespaces) : client;
}

/** The JSON text of each `clientMessages(messages, namespaces)`, per messages object (one per locale and build). */
const jsonByMessages = new WeakMap<Messages, Map<string, string>>();

/**
 * `clientMessages(messages, namespaces)` as JSON text, written once per messages object and
 * namespace list, then shared by every render. Why text: React's server serialises an
 * object prop value by value and its client reads it back the same way, while a string
 * crosses as one chunk and `JSON.parse` rebuilds it at once: for a journey's islands, most
 * of what the object cost each server render (docs/performance.md, "Figures behind the
 * code").
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
