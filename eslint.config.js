import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/layers-plugin.mjs';

/**
 * Each third-party library has one owner: a folder, or a single module where the library must
 * stay in a chunk of its own. `name` is a package or a pattern of packages.
 */
const ownedLibraries = [
  { name: '@supabase/supabase-js', owner: 'src/backend' },
  { name: 'dexie', owner: 'src/db' },
  { name: 'jspdf', owner: 'src/worksheets' },
  { name: 'virtual:pwa-register', owner: 'src/pwa' },
  { name: 'virtual:pwa-register/react', owner: 'src/pwa' },
  { name: 'workbox-window', owner: 'src/pwa' },
  // The service worker's own modules: only the worker (src/pwa/worker/sw.ts) runs them.
  { name: 'workbox-expiration', owner: 'src/pwa/worker/sw.ts' },
  { name: 'workbox-precaching', owner: 'src/pwa/worker/sw.ts' },
  { name: 'workbox-routing', owner: 'src/pwa/worker/sw.ts' },
  { name: 'workbox-strategies', owner: 'src/pwa/worker/sw.ts' },
  // Hundreds of kilobytes of dictionaries: only the lazily loaded password check imports them.
  { name: '@zxcvbn-ts/*', owner: 'src/widgets/account-fields/password-guessability.ts' },
];
const isPattern = (name) => name.includes('*');
const ownerFiles = (owner) => (/\.tsx?$/.test(owner) ? [owner] : [`${owner}/**/*.{ts,tsx}`]);

/** Web Storage belongs to src/storage (its key registry); tests may set it up directly. */
const webStorage = ['localStorage', 'sessionStorage'];
const storageOwner = 'src/storage';
const mathRandom = {
  object: 'Math',
  property: 'random',
  message: 'Use the seeded generator in src/domain/random.ts.',
};
const storageGlobals = webStorage.map((name) => ({
  name,
  message: `Only ${storageOwner} touches ${name}: add a key to its registry (src/storage/keys.ts).`,
}));
const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  webStorage.map((property) => ({
    object,
    property,
    message: `Only ${storageOwner} touches ${property}: add a key to its registry (src/storage/keys.ts).`,
  })),
);
const testFiles = ['**/*.test.{ts,tsx}', 'src/test/**'];

const pureGlobs = [
  'src/domain/**/*.ts',
  'src/activities/core/**/*.ts',
  'src/activities/*/generate.ts',
  'src/activities/*/score.ts',
  'src/content/**/*.ts',
  'src/worksheets/layout/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.tools',
      'playwright-report',
      'test-results',
      'dev-dist',
      'src/domain/pictures/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': ['error', mathRandom],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [`${storageOwner}/**`, ...testFiles],
    rules: {
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': ['error', mathRandom, ...storageProperties],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'layers/arrows': 'error',
    },
  },
  ...[{ owner: null }, ...ownedLibraries].map(({ owner }) => {
    const others = ownedLibraries.filter((library) => library.owner !== owner);
    const message = (library) => `Only ${library.owner} may import ${library.name}.`;
    return {
      files: owner ? ownerFiles(owner) : ['src/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: others
              .filter((library) => !isPattern(library.name))
              .map((library) => ({ name: library.name, message: message(library) })),
            patterns: others
              .filter((library) => isPattern(library.name))
              .map((library) => ({ group: [library.name], message: message(library) })),
          },
        ],
      },
    };
  }),
  {
    files: pureGlobs,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', 'dexie', '@supabase/*', 'jspdf'],
              message: 'Pure modules import no React, storage or network.',
            },
            {
              group: [
                '@/db/*',
                '@/backend/*',
                '@/sync/*',
                '@/ui/*',
                '@/pwa/*',
                '@/storage/*',
                '@/settings/*',
                '@/widgets/*',
              ],
              message: 'Pure modules import no React, storage or network.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Pure modules do not touch the DOM.' },
        { name: 'document', message: 'Pure modules do not touch the DOM.' },
        { name: 'localStorage', message: 'Pure modules do not touch storage.' },
        { name: 'sessionStorage', message: 'Pure modules do not touch storage.' },
        { name: 'indexedDB', message: 'Pure modules do not touch storage.' },
        { name: 'fetch', message: 'Pure modules do not touch the network.' },
      ],
    },
  },
  {
    files: ['src/domain/random.ts'],
    rules: { 'no-restricted-properties': ['error', ...storageProperties] },
  },
);
