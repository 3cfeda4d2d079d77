import { describe, expect, it } from 'vitest';
import { isActionContext, isCrossSiteActionPost, mayBeServerAction, refusedActionRequest } from './actionGuard';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './actionLimits';

const ORIGIN = 'http://localhost/forms/associations/x/formulaires/y';
const DESCRIPTOR = '{"id":"704c1b45482faaa653b6ad8178a7b0d8d3fe89c7d1","bound":"$@1"}';

function formPost(fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(ORIGIN, { method: 'POST', body: form });
}

describe('server-action guard', () => {
  it('knows which requests Next would treat as actions', () => {
    expect(mayBeServerAction('POST', new Headers({ 'next-action': 'abc' }))).toBe(true);
    expect(mayBeServerAction('POST', new Headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(mayBeServerAction('GET', new Headers({ 'next-action': 'abc' }))).toBe(false);
    expect(mayBeServerAction('POST', new Headers({ 'content-type': 'application/json' }))).toBe(false);
  });

  it('lets the post React wrote through', async () => {
    const post = formPost({
      $ACTION_REF_2: '',
      '$ACTION_2:0': DESCRIPTOR,
      '$ACTION_2:1': '[{"organizationSlug":"x"},"$undefined"]',
      $ACTION_KEY: 'k1',
      amount: '[[[not json but a payer may type brackets',
    });
    expect(await refusedActionRequest(post)).toBeNull();
  });

  it('lets the sign-in form through: its initial state is an object', async () => {
    const post = formPost({ $ACTION_REF_2: '', '$ACTION_2:0': DESCRIPTOR, '$ACTION_2:1': '[{"status":"idle"}]' });
    expect(await refusedActionRequest(post)).toBeNull();
  });

  it('lets a refused account form post again: its state holds what was typed, a `flow` among it', async () => {
    const state =
      '[{"status":"error","result":{"status":"error","intent":"$undefined","initialValue":{"flow":"firstConnection","token":"t"},"error":{"password":["Validation.passwordTooSimple"]},"state":"$undefined","fields":["token","flow"]}}]';
    const post = formPost({ $ACTION_REF_2: '', '$ACTION_2:0': DESCRIPTOR, '$ACTION_2:1': state });
    expect(await refusedActionRequest(post)).toBeNull();
  });

  it('lets an account form through: bound to nothing but its initial state (no JavaScript)', async () => {
    const post = formPost({
      $ACTION_REF_1: '',
      '$ACTION_1:0': DESCRIPTOR,
      '$ACTION_1:1': '["$undefined"]',
      returnTo: '/',
    });
    expect(await refusedActionRequest(post)).toBeNull();
  });

  it.each([
    ['truncated bound arguments', { '$ACTION_2:1': '[{"organizationSlug":"x' }],
    ['a descriptor that is not an action', { '$ACTION_2:0': '[1]' }],
    ['nesting 100 000 levels deep', { field: '['.repeat(100_000) }],
    ['a context that is not an object', { '$ACTION_2:1': '[1,2]' }],
    ['a string for a context', { '$ACTION_2:1': '["x","$undefined"]' }],
    ['a context with a slug the API cannot hold', { '$ACTION_2:1': '[{"organizationSlug":"a.b"},"$undefined"]' }],
    // Issue 54: each of these passed and the action answered 500.
    ['a context without the state after it', { '$ACTION_2:1': '[{"organizationSlug":"x"}]' }],
    ['a state object followed by another argument', { '$ACTION_2:1': '[{"status":"idle"},"$undefined"]' }],
    ['a reference to a row the page did not write', { '$ACTION_2:1': '[{"x":"$5"},"$undefined"]' }],
    ['a BigInt in the context', { '$ACTION_2:1': '[{"x":"$n1"},"$undefined"]' }],
    ['a server reference as the state', { '$ACTION_2:1': '[{"organizationSlug":"x"},"$h1"]' }],
    ['a context with an unknown form type', { '$ACTION_2:1': '[{"formType":"Nope"}]' }],
    ['a context with a cart id of 101 characters', { '$ACTION_2:1': `[{"checkout":{"cartId":"${'x'.repeat(101)}"}}]` }],
  ])('refuses %s with a 400', async (_case, fields) => {
    const post = formPost({ $ACTION_REF_2: '', '$ACTION_2:0': DESCRIPTOR, ...fields });
    expect(await refusedActionRequest(post)).toMatchObject({ status: 400 });
  });

  it('refuses a JavaScript call whose arguments nest too deep, and a body over the limit', async () => {
    const deep = new Request(ORIGIN, {
      method: 'POST',
      headers: { 'next-action': 'abc', 'content-type': 'text/plain' },
      body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(await refusedActionRequest(deep)).toMatchObject({ status: 400 });
    const big = formPost({ $ACTION_ID_abc: '', file: 'a'.repeat(SERVER_ACTION_BODY_LIMIT_BYTES + 1) });
    expect(await refusedActionRequest(big)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const declared = new Request(ORIGIN, {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(await refusedActionRequest(declared)).toMatchObject({ status: 413 });
  });
});

describe('an action context read from a JavaScript call (isActionContext)', () => {
  it('wants the fields the action reads, plain JSON, no cycle', () => {
    const form = { organizationSlug: 'les-amis-du-quartier', formType: 'Donation', formSlug: 'soutenir-nos-actions' };
    const required = ['organizationSlug', 'formType', 'formSlug'];
    expect(isActionContext(form, required)).toBe(true);
    expect(isActionContext({}, required)).toBe(false);
    expect(isActionContext({ ...form, extra: 1n }, required)).toBe(false);
    expect(isActionContext({ ...form, extra: new Map() }, required)).toBe(false);
    const cyclic: Record<string, unknown> = { ...form };
    cyclic.self = cyclic;
    expect(isActionContext(cyclic, required)).toBe(false);
  });
});

describe('a post from another site (isCrossSiteActionPost)', () => {
  const post = (headers: Record<string, string>) => isCrossSiteActionPost('POST', new Headers(headers));
  it('is a post whose Origin is another host, or null, or unreadable', () => {
    expect(post({ host: 'dons.example.org', origin: 'https://evil.example' })).toBe(true);
    expect(post({ host: 'dons.example.org', origin: 'null' })).toBe(true);
    expect(post({ host: 'dons.example.org', origin: 'not a url' })).toBe(true);
    expect(post({ host: 'localhost:3000', origin: 'http://localhost:3001' })).toBe(true);
  });
  it('is not a post from the same host, one without Origin, nor a GET', () => {
    expect(post({ host: 'dons.example.org', origin: 'https://dons.example.org' })).toBe(false);
    expect(
      post({ host: 'internal:3000', 'x-forwarded-host': 'dons.example.org', origin: 'https://dons.example.org' }),
    ).toBe(false);
    expect(post({ host: 'dons.example.org' })).toBe(false);
    expect(isCrossSiteActionPost('GET', new Headers({ host: 'a', origin: 'https://b' }))).toBe(false);
  });
});
