// ESLint: typescript-eslint, React hooks, import boundaries and no literal copy.
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The seven form types, as a selector's regular expression. */
const FORM_TYPE_LITERAL = '/^(Donation|Event|Membership|CrowdFunding|Shop|PaymentForm|Checkout)$/';

/** All of lib/: its parts that the boundaries below tell apart. */
const LIB = ['lib', 'api', 'rules', 'kinds'];
/** lib/ without its API calls: what components may read. */
const LIB_WITHOUT_API = ['lib', 'rules', 'kinds'];

/**
 * What each layer may import (its own files included), as docs/architecture.md draws it;
 * everything else is refused. Exported for tests/lint/layerRules.test.ts.
 */
export const LAYER_IMPORTS = {
  app: ['app', 'feature', 'atoms', 'forms', 'design-system', 'sandbox', ...LIB],
  // A feature imports itself, never another feature (the app hands one's part to another).
  feature: [['feature', { feature: '${from.feature}' }], 'atoms', 'forms', 'design-system', ...LIB],
  atoms: ['atoms', ...LIB],
  forms: ['forms', 'design-system', ...LIB_WITHOUT_API],
  'design-system': ['design-system', ...LIB_WITHOUT_API],
  lib: LIB,
  api: LIB,
  // The pure rules and the kind table are read by every layer and import nothing of ours.
  rules: ['rules'],
  kinds: ['kinds'],
  sandbox: ['sandbox', 'emails', ...LIB],
  // The sandbox's emails (sandbox/emails) take their colours from the design system's
  // themes: plain objects whose light and dark pairs the contrast test checks, which an
  // email (no stylesheet of the app reaches it) writes as values. That file only.
  emails: ['emails', 'sandbox', ...LIB, ['design-system', { part: 'tokens', file: 'themes.ts' }]],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      // The bench's fixture apps' builds (scripts/bench-floor, scripts/bench-markup).
      'scripts/*/.next/**',
      'storybook-static/**',
      'coverage/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'next-env.d.ts',
      'sandbox/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layers point one way (docs/architecture.md, "Dependencies"): each imports only those
  // below it, and anything not listed here is refused (default: disallow).
  //   app → features → forms → design-system → lib
  //   features → atoms → lib
  //   app → sandbox → lib   (the app mounts the local forms API; nothing else imports it)
  //   sandbox/emails → design-system/tokens/themes.ts (their colours; nothing else of it)
  // Inside: features do not import each other (the app composes them); the design system
  // and forms skip lib/api (no calls from components); lib/kinds and lib/rules import
  // nothing of ours. tests/lint/layerRules.test.ts plants a forbidden and an allowed import
  // in each layer.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': [
        'app/**/*',
        'design-system/**/*',
        'forms/**/*',
        'features/**/*',
        'atoms/**/*',
        'lib/**/*',
        'sandbox/**/*',
      ],
      'boundaries/elements': [
        { type: 'app', pattern: 'app/**/*', mode: 'full' },
        // Captured: the folder and the rest of the path, for the one file the emails may read.
        { type: 'design-system', pattern: 'design-system/*/**', mode: 'full', capture: ['part', 'file'] },
        { type: 'forms', pattern: 'forms/**/*', mode: 'full' },
        { type: 'feature', pattern: 'features/*', mode: 'folder', capture: ['feature'] },
        { type: 'atoms', pattern: 'atoms/**/*', mode: 'full' },
        { type: 'api', pattern: 'lib/api/**/*', mode: 'full' },
        { type: 'rules', pattern: 'lib/rules/**/*', mode: 'full' },
        { type: 'kinds', pattern: 'lib/kinds/**/*', mode: 'full' },
        { type: 'lib', pattern: 'lib/**/*', mode: 'full' },
        { type: 'emails', pattern: 'sandbox/emails/**/*', mode: 'full' },
        { type: 'sandbox', pattern: 'sandbox/**/*', mode: 'full' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (docs/architecture.md, "Dependencies").',
          rules: Object.entries(LAYER_IMPORTS).map(([from, allow]) => ({ from, allow })),
        },
      ],
    },
  },
  // lib/ is pure TypeScript under the design system: no component, no client React,
  // no store. React's `cache` (request-scoped memoisation on the server: lib/api/transport)
  // and Next's server APIs (next/headers, redirect, notFound) are not components: allowed.
  // No .tsx file and no 'use client' module in lib/: lib/pureTypeScript.test.ts.
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', allowImportNames: ['cache'], message: 'lib/ has no React but the server’s `cache`.' },
            {
              name: 'next/navigation',
              importNames: ['useRouter', 'usePathname', 'useSearchParams', 'useParams', 'useSelectedLayoutSegment'],
              message: 'lib/ is below the components: no client hooks.',
            },
            { name: 'next-intl', message: 'lib/ translates on the server only (next-intl/server).' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom', 'react-dom/*', 'next/link', 'next/dynamic', 'next/image', 'next/script'],
              message: 'lib/ is pure TypeScript: no React, no client component of Next.',
            },
            { group: ['jotai', 'jotai/*'], message: 'lib/ holds no client state: atoms/ does.' },
          ],
        },
      ],
    },
  },
  // A kind is decided by its row of the kind table (lib/kinds/formKinds: its plan, its
  // choice, how it is paid), never by its name: a new kind then needs no hunt for strings.
  {
    files: [
      'app/**/*.{ts,tsx}',
      'features/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'design-system/**/*.{ts,tsx}',
      'atoms/**/*.ts',
    ],
    ignores: ['lib/kinds/**', 'lib/api/contracts/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression:has(> MemberExpression[property.name='formType']) > Literal",
          "BinaryExpression:has(> Identifier[name='formType']) > Literal",
          "Property[key.name='formType'] > Literal.value",
          "SwitchStatement[discriminant.property.name='formType'] > SwitchCase > Literal.test",
          "SwitchStatement[discriminant.name='formType'] > SwitchCase > Literal.test",
        ].map((selector) => ({
          selector: `${selector}[value=${FORM_TYPE_LITERAL}]`,
          message: 'Decide by the kind table (lib/kinds/formKinds), not by the form type’s name.',
        })),
      ],
    },
  },
  // No literal user-visible copy in the design system or the features: every string
  // comes from messages/ (props, strings provider, next-intl).
  {
    files: ['design-system/**/*.tsx', 'features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(aria-label|aria-description|title|alt|placeholder|label)$'] },
          words: { exclude: ['^[^A-Za-zÀ-ÿ]*$'] },
          // next-intl's translators: `t`, or `t` + what it translates (tKind, tForms).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              't[A-Z]\\w*',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
            ],
          },
        },
      ],
    },
  },
);
