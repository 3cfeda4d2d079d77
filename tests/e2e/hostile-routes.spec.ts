/**
 * Hostile input at every route of the app and every server action its pages render,
 * against the production build, over plain HTTP (no browser). The routes are read from
 * app/ (tests/support/appRoutes): a page or route handler added there is attacked without
 * being listed here. The server actions are read from the pages themselves: every form a
 * page renders with the demo values (and the donation's steps 2 and 3, with a cart made
 * through the API) is posted back altered.
 *
 * Each answer must be below 500, and a 4xx must say something useful: the error page in
 * the visitor's language (a `<h1>` in `<html lang>`) for a page, the SPEC §8 JSON body for
 * the API. The catalogue is sampled so the whole spec stays within a few seconds per
 * route: each route gets three of the hostile segments in each dynamic segment (rotating,
 * so every value is thrown at some route of every shape), one hostile query and one wrong
 * method.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addressOf, appRoutes, demoValue, type AppRoute, type RouteSegment } from '../support/appRoutes';
import { apiCartAndCookie, DONATION_FORM, origin } from '../support/journey';
import { hasErrorCode, sendRaw, type RawAnswer } from '../support/rawHttp';

const routes = appRoutes();

/** Segments that cannot name anything: the issue's, and NUL, lone surrogates, broken escapes, huge numbers. */
const HOSTILE_SEGMENTS = [
  'a.b',
  '-a',
  'a_b',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(101),
  '%00',
  '%ED%A0%80',
  '%ZZ',
  '9'.repeat(40),
  '..%2F..%2Fetc',
];
const HOSTILE_QUERIES = ['?q=%ZZ', '?backUrl=a%00b', '?id=%ED%A0%80', '?pageSize=1e999&cartId=%E0%A4%A'];
/** Paths answered with JSON: the API and auth proxies and the sandbox. */
const JSON_ROUTE = /^\/forms\/(api|auth|sandbox)(\/|$)/u;

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', cookie: 'NEXT_LOCALE=fr' };

/** What is wrong with an answer, or null when it is a success or a useful 4xx. */
function problemOf(path: string, answer: RawAnswer): string | null {
  if (answer.status >= 500 || answer.status === 0) return `${answer.status} ${answer.text.slice(0, 120)}`;
  if (answer.status < 400) return null;
  if (JSON_ROUTE.test(path)) {
    return hasErrorCode(answer.text) ? null : `${answer.status} without an error code: ${answer.text.slice(0, 80)}`;
  }
  if (answer.status === 405 && answer.headers.allow && hasErrorCode(answer.text)) return null;
  const page = /<html lang="(fr|en)"/u.test(answer.text) && /<h1[^>]*>[^<]+<\/h1>/u.test(answer.text);
  if (page) return null;
  return `${answer.status} without the error page: ${answer.text.slice(0, 80)}`;
}

/** Three hostile values for each dynamic segment of the route, rotating with its index. */
function hostileAddresses(route: AppRoute, routeIndex: number): string[] {
  const dynamic = route.segments.filter((segment) => segment.kind !== 'static');
  return dynamic.flatMap((target, segmentIndex) =>
    [0, 1, 2].map((k) => {
      const value = HOSTILE_SEGMENTS[(routeIndex * 3 + segmentIndex * 5 + k) % HOSTILE_SEGMENTS.length]!;
      return addressOf(route, (segment: RouteSegment) => (segment === target ? value : demoValue(segment)));
    }),
  );
}

test.describe('hostile input at every route of the app', () => {
  test('the route tree is read, the known routes among it', () => {
    const files = routes.map((route) => route.file);
    expect(routes.length).toBeGreaterThan(30);
    for (const known of [
      'app/(default)/associations/[organizationSlug]/[formKind]/[formSlug]/[[...step]]/page.tsx',
      'app/(default)/associations/[organizationSlug]/[formKind]/[formSlug]/signaler/page.tsx',
      'app/(default)/associations/[organizationSlug]/[formKind]/[formSlug]/nouveau-panier/route.ts',
      'app/(widget)/associations/[organizationSlug]/[formKind]/[formSlug]/widget-bouton/route.ts',
      'app/(payment)/paiement/embarque-ha/[id]/[[...locale]]/page.tsx',
      'app/api/[...path]/route.ts',
    ])
      expect(files).toContain(known);
  });

  routes.forEach((route, routeIndex) => {
    test(`${route.file} answers hostile segments, queries and methods with a 4xx page or body`, async () => {
      const valid = addressOf(route);
      const headers = JSON_ROUTE.test(valid) ? { accept: 'application/json' } : PAGE_HEADERS;
      const attempts: [string, string, string | undefined, Record<string, string>][] = [
        ...hostileAddresses(route, routeIndex).map((path): [string, string, undefined, Record<string, string>] => [
          'GET',
          path,
          undefined,
          headers,
        ]),
        ['GET', `${valid}${HOSTILE_QUERIES[routeIndex % HOSTILE_QUERIES.length]}`, undefined, headers],
        ['PUT', valid, '<a/>', { ...headers, 'content-type': 'application/xml' }],
        ['TRACE', valid, undefined, headers],
      ];
      const problems: string[] = [];
      for (const [method, path, body, requestHeaders] of attempts) {
        const problem = problemOf(path, await sendRaw(origin, method, path, body, requestHeaders));
        if (problem) problems.push(`${method} ${path.slice(0, 120)} → ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------- server actions

interface RenderedForm {
  /** The page that rendered it (posted back to). */
  readonly path: string;
  readonly cookie: string;
  /** Its hidden fields, as the browser would post them. */
  readonly fields: readonly [string, string][];
}

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#x27|#39);/gu, (_, name: string) => ENTITIES[name]!);

/** The forms of a page that post to a server action, with their hidden fields. */
function actionForms(html: string, path: string, cookie: string): RenderedForm[] {
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gu)]
    .map(([, inner]) =>
      [...inner!.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/gu)].map(
        ([, name, value]): [string, string] => [unescapeHtml(name!), unescapeHtml(value ?? '')],
      ),
    )
    .filter((fields) => fields.some(([name]) => name.startsWith('$ACTION_')))
    .map((fields) => ({ path, cookie, fields }));
}

/** The multipart body of `fields` and its content type, as a browser sends a form. */
async function multipart(fields: readonly [string, string][]): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

/** A cart of the demo donation with its payer, made through the API, and the cookie that names it. */
async function donationCartCookie(request: APIRequestContext): Promise<string> {
  const { cookie } = await apiCartAndCookie(request);
  return `${cookie.name}=${cookie.value}`;
}

/** Ways of altering a rendered form's hidden fields (React's `$ACTION_…`), each a post of its own. */
const ALTERATIONS: Record<string, (fields: readonly [string, string][]) => [string, string][]> = {
  'bound arguments truncated': (fields) =>
    fields.map(([name, value]) => [name, /^\$ACTION_\d+:1$/u.test(name) ? value.slice(0, value.length / 2) : value]),
  'a slug of the context altered': (fields) =>
    fields.map(([name, value]) => [name, value.replace(/"(organizationSlug|formSlug)":"[^"]*"/u, '"$1":"a.b"')]),
  'the context replaced by a number': (fields) =>
    fields.map(([name, value]) => [name, /^\$ACTION_\d+:1$/u.test(name) ? '[1,2]' : value]),
  'the action descriptor replaced': (fields) =>
    fields.map(([name, value]) => [name, /^\$ACTION_\d+:0$/u.test(name) ? '{"id":"zz"}' : value]),
  'a field nested 100 000 levels deep': (fields) => [...fields, ['note', '['.repeat(100_000)]],
  // Issue 54: these three reached the action and answered 500.
  'the state after the context dropped': (fields) =>
    fields.map(([name, value]) => [
      name,
      /^\$ACTION_\d+:1$/u.test(name) ? value.replace(/,"\$undefined"\]$/u, ']') : value,
    ]),
  'a reference to a row the page did not write': (fields) =>
    fields.map(([name, value]) => [
      name,
      /^\$ACTION_\d+:1$/u.test(name) ? value.replace(/^\[\{/u, '[{"x":"$5",') : value,
    ]),
  'a BigInt in the context': (fields) =>
    fields.map(([name, value]) => [
      name,
      /^\$ACTION_\d+:1$/u.test(name) ? value.replace(/^\[\{/u, '[{"x":"$n1",') : value,
    ]),
};

test.describe('hostile input at every server action the pages render', () => {
  test('altered, deep and oversized action posts get the 400 or 413 page, never a 5xx', async ({ request }) => {
    test.setTimeout(120_000);
    const cartCookie = await donationCartCookie(request);
    const pages: [string, string][] = [
      ...routes
        .filter((route) => route.type === 'page')
        .map((route): [string, string] => [addressOf(route), 'NEXT_LOCALE=fr']),
      [`/forms/${DONATION_FORM.path}/2`, `NEXT_LOCALE=fr; ${cartCookie}`],
      [`/forms/${DONATION_FORM.path}/3`, `NEXT_LOCALE=fr; ${cartCookie}`],
    ];
    const rendered: RenderedForm[] = [];
    for (const [path, cookie] of pages) {
      const answer = await sendRaw(origin, 'GET', path, undefined, { ...PAGE_HEADERS, cookie });
      if (answer.status === 200) rendered.push(...actionForms(answer.text, path, cookie));
    }
    // One of each: the language switch and the display settings are on every page.
    const signature = (form: RenderedForm) =>
      JSON.stringify(form.fields.filter(([name]) => name.startsWith('$ACTION_') && name !== '$ACTION_KEY'));
    const forms = [...new Map(rendered.map((form) => [signature(form), form])).values()];
    // The step forms, the sign-in form and the language switch at least.
    expect(forms.length).toBeGreaterThanOrEqual(5);
    expect(forms.some((form) => form.path.endsWith('/2') && form.fields.some(([name]) => /:1$/u.test(name)))).toBe(
      true,
    );

    const problems: string[] = [];
    let posts = 0;
    const post = async (
      form: RenderedForm,
      what: string,
      fields: readonly [string, string][],
      expected: number[],
      from = origin,
    ) => {
      posts++;
      const { body, type } = await multipart(fields);
      const answer = await sendRaw(origin, 'POST', form.path, body, {
        ...PAGE_HEADERS,
        cookie: form.cookie,
        origin: from,
        'content-type': type,
      });
      const problem = problemOf(form.path, answer);
      if (problem || !expected.includes(answer.status))
        problems.push(`${form.path} ${what} → ${problem ?? answer.status}`);
    };
    for (const form of forms) {
      // Untouched (no visible field filled): the page's own answer, whatever it is, below 500.
      await post(form, 'as rendered', form.fields, [200, 303, 400, 404]);
      for (const [what, alter] of Object.entries(ALTERATIONS)) {
        const altered = alter(form.fields);
        if (JSON.stringify(altered) !== JSON.stringify(form.fields)) await post(form, what, altered, [400]);
      }
      // The context dropped, only an initial state left: the shape of an account form's post,
      // which the proxy lets through; the action itself refuses a context that is not one.
      const dropped = form.fields.map(([name, value]): [string, string] => [
        name,
        /^\$ACTION_\d+:1$/u.test(name) ? '["$undefined"]' : value,
      ]);
      const boundToContext = form.fields.some(
        ([name, value]) => /^\$ACTION_\d+:1$/u.test(name) && /"(organizationSlug|paymentRequestId)"/u.test(value),
      );
      if (JSON.stringify(dropped) !== JSON.stringify(form.fields))
        await post(form, 'the context dropped', dropped, boundToContext ? [404] : [200, 303, 400, 404]);
      // A well-formed context stripped to one field: the action wants its fields (lib/http/actionContext).
      const stripped = form.fields.map(([name, value]): [string, string] => [
        name,
        /^\$ACTION_\d+:1$/u.test(name) ? '[{"organizationSlug":"les-amis-du-quartier"},"$undefined"]' : value,
      ]);
      if (boundToContext) await post(form, 'the context stripped to one field', stripped, [404]);
      // Sent from another site, or from a `null` origin: Next's CSRF refusal was a 500.
      await post(form, 'from another origin', form.fields, [403], 'https://attaquant.example');
      await post(form, 'from a null origin', form.fields, [403], 'null');
    }
    // Once: a body over the server actions' limit, and a JavaScript call nested too deep.
    const first = forms.find((form) => form.path.endsWith('/2')) ?? forms[0]!;
    await post(first, 'with 7 MB more', [...first.fields, ['note', 'x'.repeat(7 * 1024 * 1024)]], [413]);
    const actionId = /"id":"([0-9a-f]+)"/u.exec(first.fields.map(([, value]) => value).join(' '))?.[1] ?? 'x';
    const deep = await sendRaw(origin, 'POST', first.path, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, {
      ...PAGE_HEADERS,
      cookie: first.cookie,
      origin,
      'next-action': actionId,
      'content-type': 'text/plain;charset=UTF-8',
    });
    if (deep.status !== 400 || problemOf(first.path, deep))
      problems.push(`JavaScript call 100 000 deep → ${deep.status}`);
    test.info().annotations.push({ type: 'attacked', description: `${forms.length} forms, ${posts} posts` });
    expect(problems).toEqual([]);
  });
});
