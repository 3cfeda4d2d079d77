// ESLint: typescript-eslint, React hooks, import boundaries and no literal copy.
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  // Import boundaries (ARCHITECTURE.md): lib/rules ← design-system ← features ← app;
  // the design system imports nothing from app/, features/, atoms/ or lib/api;
  // features do not import each other.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': [
        'app/**/*',
        'design-system/**/*',
        'features/**/*',
        'atoms/**/*',
        'lib/**/*',
        'sandbox/**/*',
      ],
      'boundaries/elements': [
        { type: 'app', pattern: 'app/**/*', mode: 'full' },
        { type: 'design-system', pattern: 'design-system/**/*', mode: 'full' },
        { type: 'feature', pattern: 'features/*', mode: 'folder', capture: ['feature'] },
        { type: 'atoms', pattern: 'atoms/**/*', mode: 'full' },
        { type: 'api', pattern: 'lib/api/**/*', mode: 'full' },
        { type: 'rules', pattern: 'lib/rules/**/*', mode: 'full' },
        { type: 'lib', pattern: 'lib/**/*', mode: 'full' },
        { type: 'sandbox', pattern: 'sandbox/**/*', mode: 'full' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'design-system', disallow: ['app', 'feature', 'atoms', 'api', 'sandbox'] },
            { from: 'rules', disallow: ['app', 'design-system', 'feature', 'atoms', 'api', 'lib', 'sandbox'] },
            { from: 'feature', disallow: [['feature', { feature: '!${from.feature}' }], 'app', 'sandbox'] },
            { from: 'atoms', disallow: ['app', 'feature', 'design-system', 'sandbox'] },
            { from: 'api', disallow: ['app', 'feature', 'design-system', 'atoms', 'sandbox'] },
            { from: 'sandbox', disallow: ['app', 'feature', 'design-system', 'atoms'] },
          ],
        },
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
