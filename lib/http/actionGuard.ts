/**
 * Server-action posts checked in the proxy (proxy.ts), before Next's action runtime reads
 * them. Next 16.4 answers 500 to each of these: a body over `serverActions.bodySizeLimit`
 * (it throws a 413 error, then renders it as a failure), a reply nested deep enough to
 * overflow the stack of React's decoder, and a no-JS post whose hidden `$ACTION_…` fields
 * are not the JSON React wrote (decodeAction's JSON.parse throws). Here they are a 413 or
 * a 400, which the proxy answers with the translated error page.
 *
 * React's fields (react-server-dom `decodeAction` / `decodeReply`): a no-JS post carries
 * `$ACTION_REF_{n}`, its descriptor `$ACTION_{n}:0` (`{"id":"…","bound":…}`), the bound
 * arguments `$ACTION_{n}:{k}` (JSON) and `$ACTION_KEY`, or `$ACTION_ID_{id}` for an
 * action without bound arguments; a JavaScript post (`Next-Action` header) carries its
 * arguments as JSON text or as multipart rows.
 *
 * The bound arguments come back from the browser: each of our actions is bound to a context
 * object (`action.bind(null, context)`: the form, the cart, the payment request), which a
 * visitor can rewrite. Its well-known fields are checked here like the route params
 * (./routeParams), so no action sends the API a slug it cannot hold, nor reads a context
 * that is not an object.
 */
import { FORM_TYPES } from '@/lib/kinds/formKinds';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './actionLimits';
import { MAX_JSON_DEPTH, jsonNestingExceeds, mediaTypeOf, type RefusedRequest } from './requestGuard';
import { isOpaqueId, isSlug } from './routeParams';

/** The header Next's client sends with a JavaScript server-action call. */
const NEXT_ACTION_HEADER = 'next-action';

const TOO_LARGE: RefusedRequest = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The request body is too large.',
};
const MALFORMED = (message: string): RefusedRequest => ({ status: 400, code: 'VALIDATION_ERROR', message });

/** A POST Next would hand to its action runtime: a JavaScript call, or a form post (multipart). */
export function mayBeServerAction(method: string, headers: Headers): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  return headers.has(NEXT_ACTION_HEADER) || mediaTypeOf(headers.get('content-type')) === 'multipart/form-data';
}

/**
 * A post Next would run as a server action sent from another site: Next compares the
 * `Origin` header's host with the request's (`X-Forwarded-Host`, else `Host`) and, when
 * they differ or `Origin` is `null` (a sandboxed frame, a privacy redirect), throws its
 * CSRF refusal, which it answers with a 500. The proxy answers the 403 page instead. A
 * post without `Origin` (very old browsers) is left to Next, which lets it through as it
 * always has. Any POST to a page counts, as Next's check runs before it knows whether the
 * body is an action (a form post may be URL-encoded).
 */
export function isCrossSiteActionPost(method: string, headers: Headers): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim().toLowerCase();
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return !originHost || originHost !== host;
}

/** Why a possible server-action post is refused before Next reads it, or null. */
export async function refusedActionRequest(request: Request): Promise<RefusedRequest | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > SERVER_ACTION_BODY_LIMIT_BYTES) return TOO_LARGE;
  // Next buffers the body for the proxy (up to experimental.proxyClientMaxBodySize, 10 MB)
  // and hands the action the same bytes: reading it here costs one more copy.
  const body = await request.arrayBuffer();
  if (body.byteLength > SERVER_ACTION_BODY_LIMIT_BYTES) return TOO_LARGE;
  if (mediaTypeOf(request.headers.get('content-type')) !== 'multipart/form-data') {
    const text = new TextDecoder().decode(body);
    return jsonNestingExceeds(text) ?
        MALFORMED(`The action's arguments nest deeper than ${MAX_JSON_DEPTH} levels.`)
      : null;
  }
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return MALFORMED('The form post is not valid multipart/form-data.');
  }
  return refusedActionFields(form);
}

/** A bound-arguments row of a no-JS post: `$ACTION_{n}:{k}`. */
const ACTION_ROW = /^\$ACTION_\d+:\d+$/u;
/** The descriptor React writes: `{"id":"{action id}","bound":…}`. */
const ACTION_DESCRIPTOR = /^\{"id":"[0-9a-f]{2,64}",/u;

/** The bound contexts' fields (features' JourneyContext, PaymentContext, FormRef), by name. */
const CONTEXT_FIELDS: Record<string, (value: unknown) => boolean> = {
  organizationSlug: (value) => typeof value === 'string' && isSlug(value),
  formSlug: (value) => typeof value === 'string' && isSlug(value),
  formType: (value) => typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value),
  cartId: (value) => typeof value === 'string' && isOpaqueId(value),
  paymentRequestId: (value) => typeof value === 'string' && isOpaqueId(value),
  widget: (value) => typeof value === 'boolean',
  english: (value) => typeof value === 'boolean',
};

/**
 * What a decoded context may hold: JSON's values. React's reply decoder also makes
 * BigInts, Maps, FormData, server references and objects that refer to themselves out of
 * `$`-prefixed strings; none is a context of ours, and each crashed something downstream
 * (a cycle overflowed the walk below, a BigInt JSON.stringify).
 */
const isJsonScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);

/**
 * The first context field in `value` that is not well-formed, or `value` itself when it
 * is not plain JSON (a cycle, deeper than MAX_JSON_DEPTH, a BigInt, a Map…).
 */
function malformedContextField(value: unknown, depth = 0, path: unknown[] = []): string | null {
  if (depth > MAX_JSON_DEPTH || path.includes(value)) return 'value';
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = malformedContextField(item, depth + 1, [...path, value]);
      if (found) return found;
    }
  } else if (isPlainObject(value) && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value as object)) {
      const check = CONTEXT_FIELDS[key];
      if (check && !check(item)) return key;
      const found = malformedContextField(item, depth + 1, [...path, value]);
      if (found) return found;
    }
  } else if (!isJsonScalar(value) && value !== undefined) {
    return 'value';
  }
  return null;
}

/**
 * The `$`-prefixed strings a page writes in a bound row: `$undefined` (useActionState's
 * initial state) and `$$…` (a string that starts with `$`, escaped). Anything else
 * (`$1`, `$@2`, `$Q3`, `$K`, `$h`, `$n`) is a reference React would resolve to another
 * row, a Map, FormData, a server function or a BigInt: refused.
 */
const WRITTEN_DOLLAR = /^\$(?:undefined$|\$)/u;

function hasReference(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('$') && !WRITTEN_DOLLAR.test(value);
  if (Array.isArray(value)) return value.some(hasReference);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasReference(k) || hasReference(v));
  return false;
}

/** The fields React's decoders would trip on (or recurse into without end), and the bound contexts. */
export function refusedActionFields(form: FormData): RefusedRequest | null {
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (jsonNestingExceeds(value)) return MALFORMED(`The field ${name} nests deeper than ${MAX_JSON_DEPTH} levels.`);
    if (!ACTION_ROW.test(name)) continue;
    if (name.endsWith(':0') && !ACTION_DESCRIPTOR.test(value)) return MALFORMED(`The field ${name} is not an action.`);
    let row: unknown;
    try {
      row = JSON.parse(value);
    } catch {
      return MALFORMED(`The field ${name} is not the JSON the page wrote.`);
    }
    // Row 1 holds the bound arguments: a context object first (`action.bind(null, context)`,
    // then useActionState's state), or, for an action bound to nothing of ours (the account
    // forms), only useActionState's initial state, which React writes as "$undefined".
    // A context-bound row is exactly [context, state], an account form's exactly [state]:
    // one argument fewer or more and the action reads the form's data in the wrong place.
    const bound = name.endsWith(':1') ? (row as unknown[]) : null;
    if (bound && !isBoundRow(bound)) return MALFORMED(`The field ${name} does not hold the action's context.`);
    // The descriptor (row 0) names the bound row as `$@1`; the bound rows hold values only.
    if (!name.endsWith(':0') && hasReference(row)) {
      return MALFORMED(`The field ${name} refers to something the page did not write.`);
    }
    const field = malformedContextField(row);
    if (field) return MALFORMED(`The field ${name} holds a malformed ${field}.`);
  }
  return null;
}

/**
 * What an action reads as its bound context is an object whose well-known fields are
 * well-formed: the actions check it too, since a JavaScript call (and a no-JS post that
 * names another action) can send any value in its place.
 */
export function isActionContext(value: unknown, required: readonly string[] = []): value is object {
  return (
    isPlainObject(value) &&
    malformedContextField(value) === null &&
    required.every((key) => (value as Record<string, unknown>)[key] !== undefined)
  );
}

/** A bound row holding only useActionState's initial state (`undefined`, `null` or a state object). */
function isInitialStateOnly(bound: unknown[]): boolean {
  const [state] = bound;
  return (
    bound.length === 1 && (state === '$undefined' || state === null || (isPlainObject(state) && !namesContext(state)))
  );
}

/** An object holding one of the contexts' fields: a context, not a state. */
function namesContext(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value as object).some((key) => Object.hasOwn(CONTEXT_FIELDS, key));
}

function isBoundRow(bound: unknown): boolean {
  if (!Array.isArray(bound)) return false;
  return (bound.length === 2 && namesContext(bound[0])) || isInitialStateOnly(bound);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
