#!/usr/bin/env node
// Runs after `npm install` (package.json's postinstall): fixes to Next's page runtime that
// upstream has not shipped yet, two for `experimental.inlineCss`, one for notFound(). Idempotent; warns and
// changes nothing when the installed Next is not the version they were written for.
// tests/e2e/document-weight.spec.ts checks their effect on real pages, so an upgrade of
// Next that drops them, or breaks them, fails a test instead of passing silently.
//
// 1. The global error's copy (vercel/next.js#98110, fixes proposed in #98241 and #98243):
//    with Turbopack, the client reference manifest lists CSS cumulatively down the layout
//    chain, so the entry of app/global-error lists the root layout's stylesheets. The
//    renderer looks the global error's styles up with an empty "already injected" set, so
//    every page's RSC payload carried the root layout's whole CSS a second time, for a
//    boundary that never needs it: a sixth of donation step 1's document and about a fifth
//    of the server's CPU per render (docs/performance.md, "Figures behind the code").
//    The fix, as in #98241: seed the global error's set with the root layout's stylesheets.
//
// 2. The hydration copy (vercel/next.js#95141 and #98079; fix proposed in #98397): the
//    flight inlined into the HTML for hydration carries the text of every inlined
//    stylesheet, which React never reads (it adopts the `<style data-href>` already in the
//    document). The render records the CSS texts it inlines, and the inlined flight goes
//    through scripts/lib/flightCssFilter.mjs, which empties those texts. The flight the
//    server renders the HTML from is untouched, and so are client navigations' RSC
//    responses (they carry no CSS text).
//
// 3. The 404 of notFound() (vercel/next.js#98954, #98295, #62228: closed without a fix): a
//    page that calls notFound() answers 404 with an empty document, `<html id="__next_error__">`,
//    its not-found text only in the flight for the browser to render: blank without
//    JavaScript. The HTML render of the page fails (React's server renderer has no error
//    boundaries, so the layout router's not-found boundary cannot catch it there) and Next
//    renders its error document instead. The fix: for a 404, when the app has a
//    global-not-found.tsx (ours: experimental.globalNotFound), that document is the global
//    not-found page with its styles, as an unmatched address gets. The hydration data stays
//    the page's: with JavaScript, React renders the group's not-found page over it (a
//    recoverable hydration mismatch), as before. tests/e2e/error-pages.spec.ts checks it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFlightCssFilter } from './lib/flightCssFilter.mjs';

const FIXED_FOR = '16.4.6';
const require = createRequire(import.meta.url);

let nextDir;
try {
  nextDir = dirname(require.resolve('next/package.json'));
} catch {
  process.exit(0); // Next not installed (yet): nothing to patch
}
const { version } = JSON.parse(readFileSync(join(nextDir, 'package.json'), 'utf8'));
if (version !== FIXED_FOR) {
  console.warn(
    `patch-next: Next ${version} is installed, the patch was written for ${FIXED_FOR}: not applied. ` +
      'Check whether vercel/next.js#98110 and #95141 are fixed in it (scripts/patch-next.mjs).',
  );
  process.exit(0);
}

/**
 * Declarations put before the runtime's own code (its top level, so every function sees
 * them), between markers, so that a later version of this script can replace them.
 */
const PRELUDE_START = '/*formulaires:patch-next*/';
const PRELUDE_END = '/*formulaires:patch-next:end*/\n';
const prelude =
  PRELUDE_START +
  // fix 2: what the render inlines, by UTF-8 byte length (a build has a few dozen
  // stylesheets). Every render passes the same strings: the set answers those already
  // recorded without measuring them again.
  'var __formsInlinedCss=new Map,__formsRecordedCss=new Set;' +
  'function __formsRecordInlinedCss(t){if(typeof t!=="string"||__formsRecordedCss.has(t))return t;' +
  'let n=Buffer.byteLength(t),l=__formsInlinedCss.get(n);l?l.push(t):__formsInlinedCss.set(n,[t]);' +
  '__formsRecordedCss.add(t);return t}' +
  `${createFlightCssFilter.toString()};` +
  'function __formsFlightCssFilter(){return createFlightCssFilter(n=>__formsInlinedCss.get(n))}' +
  'function __formsToBuffer(u){return Buffer.from(u.buffer,u.byteOffset,u.byteLength)}' +
  PRELUDE_END;

/** Each fix: the minified code as Next 16.4.6 ships it, and what replaces it. */
const replacements = [
  // 1. getGlobalErrorStyles: `rd` is parseLoaderTree, `rp` createComponentStylesAndScripts,
  // `ri` getLinkAndScriptTags (whose fourth argument adds what it finds to the set).
  [
    'let{componentMod:{createElement:n}}=t,[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:new Set,injectedJS:new Set});',
    'let rootCss=new Set,rootLayout=rd(e).modules.layout;rootLayout&&ri(rootLayout[1],rootCss,new Set,!0);' +
      'let{componentMod:{createElement:n}}=t,[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:rootCss,injectedJS:new Set});',
  ],
  // 2a. renderCssResource: an inlined stylesheet's text is recorded as the render uses it.
  [
    's.inlined&&!t.parsedRequestHeaders.isRSCRequest?a.push(n("style",{key:i,nonce:t.nonce,precedence:e,href:o},s.content))',
    's.inlined&&!t.parsedRequestHeaders.isRSCRequest?a.push(n("style",{key:i,nonce:t.nonce,precedence:e,href:o},__formsRecordInlinedCss(s.content)))',
  ],
  // 3. getErrorRSCPayload (`so`: tree `e`, ctx `t`, errorType `n`, createElement `u`,
  // Fragment `c`), `rp` createComponentStylesAndScripts ([component, styles, scripts]).
  [
    'let y=u("html",{id:"__next_error__"},u("head",null),u("body",null,null))',
    'let y="not-found"===n&&e[2]["global-not-found"]?await(async g=>{let[C,S]=await rp({ctx:t,filePath:g[1],getComponent:g[0],injectedCSS:new Set,injectedJS:new Set});return u(c,null,S,u(C,null))})(e[2]["global-not-found"]):u("html",{id:"__next_error__"},u("head",null),u("body",null,null))',
  ],
  // 2b. createInlinedDataReadableStream, Node streams (`V` writes the script tags).
  ['V(a,s,n),s}', 'V(a,s,n,__formsFlightCssFilter()),s}'],
  [
    'async function V(e,t,r){try{for(;;){let n=e.read();if(null!==n){',
    'async function V(e,t,r,f){try{for(;;){let n=e.read();if(null!==n&&f&&0===(n=__formsToBuffer(f(n))).length)continue;if(null!==n){',
  ],
  // 2c. createInlinedDataReadableStream, web streams.
  [
    'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0});return new ReadableStream({type:"bytes"',
    'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0}),f=__formsFlightCssFilter();return new ReadableStream({type:"bytes"',
  ],
  [
    'async pull(e){try{let{done:t,value:r}=await i.read();if(r)try{',
    'async pull(e){try{let t,r;do({done:t,value:r}=await i.read()),r&&(r=f(r));while(!t&&r&&0===r.length);if(r&&0===r.length)r=void 0;if(r)try{',
  ],
];

// The runtimes `next start` loads for a Turbopack build (the experimental one when React's
// experimental channel is on).
const runtimes = ['app-page-turbo.runtime.prod.js', 'app-page-turbo-experimental.runtime.prod.js'];

for (const name of runtimes) {
  const file = join(nextDir, 'dist/compiled/next-server', name);
  const source = readFileSync(file, 'utf8');
  // An install patched by an earlier version of this script gets this version's prelude,
  // and the fixes it lacks.
  const preludeEnd = source.startsWith(PRELUDE_START) ? source.indexOf(PRELUDE_END) : -1;
  const runtime = preludeEnd === -1 ? source : source.slice(preludeEnd + PRELUDE_END.length);
  let patched = runtime;
  const missing = [];
  for (const [before, after] of replacements) {
    if (patched.includes(after)) continue;
    const at = patched.indexOf(before);
    if (at === -1 || patched.indexOf(before, at + 1) !== -1) missing.push(before);
    else patched = patched.slice(0, at) + after + patched.slice(at + before.length);
  }
  if (missing.length > 0) {
    console.warn(`patch-next: ${missing.length} piece(s) of code to patch not found once in ${name}: not applied.`);
    continue;
  }
  if (prelude + patched === source) continue;
  // A new file in place of the old, not the old one rewritten: an install whose files are
  // hard links shared with other checkouts (a copy made with `cp -al`) keeps theirs as they were.
  writeFileSync(`${file}.patched`, prelude + patched);
  renameSync(`${file}.patched`, file);
  console.log(
    `patch-next: ${name}: the root layout's CSS is no longer repeated for the global error, nor in the hydration data; ` +
      'a 404 of notFound() is the global not-found page.',
  );
}
