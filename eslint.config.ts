import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { API, APPS, REMOTES } from '@storefront/site/apps';

/** Every app's package (@storefront/host, @storefront/cart, ...), from apps.json. */
const APP_PACKAGES = [...APPS, API].map((app) => `@storefront/${app.name}`);

// Apps meet only through packages/* and federated modules: never another app's source.
const boundaries = {
  patterns: [
    {
      group: ['**/apps/*', '../../*/src/*', ...APP_PACKAGES],
      message: 'Apps meet only through packages/* and federated modules.',
    },
    { group: ['**/packages/*/src/*'], message: 'Import a package by its name (@storefront/...).' },
  ],
  paths: [
    {
      name: 'react-router-dom',
      message: "Import router APIs from '@storefront/shell': it is the page's one shared router.",
    },
    {
      name: 'react-router',
      message: "Import router APIs from '@storefront/shell': it is the page's one shared router.",
    },
    { name: 'react-redux', message: "Use the shell's hooks (useCart): the store lives in @storefront/shell." },
    { name: '@reduxjs/toolkit', message: 'The store lives in @storefront/shell.' },
    {
      name: '@storefront/shell/internal',
      message: "The shell's shared module: import '@storefront/shell' (remotes) or '@storefront/shell/host'.",
    },
  ],
};

type ImportPattern = { group: string[]; message: string } | { regex: string; message: string };

/** The import rule of a set of files: the boundaries, and what those files may not import besides. */
const restrictImports = (more: { paths?: typeof boundaries.paths; patterns?: ImportPattern[] } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [...boundaries.paths, ...(more.paths ?? [])],
      patterns: [...boundaries.patterns, ...(more.patterns ?? [])],
    },
  ],
});

// The api's layers, lowest first (apps/api/README.md#files): a module imports from its own layer
// and the layers below it; none imports the entry points (app, main, admin, the commands) or the
// test helpers.
const API_LAYERS = ['db', 'services', 'mail', 'http', 'plugins', 'routes'];
const API_ENTRY_POINTS = ['**/app', '**/main', '**/admin', '**/cli/*', '**/testing'];
const apiLayers = API_LAYERS.map((layer, index) => ({
  files: [`apps/api/src/${layer}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: restrictImports({
    patterns: [
      {
        group: [...API_LAYERS.slice(index + 1).map((above) => `**/${above}/*`), ...API_ENTRY_POINTS],
        message: `The api's ${layer}/ imports from ${API_LAYERS.slice(0, index + 1).join(', ')} and packages only: never from a layer above it or an entry point.`,
      },
    ],
  }),
}));

// The host's layers, lowest first (README.md's map): a folder of apps/host/src imports from its own
// folder and the layers below it, never from a layer above or a neighbour on its own layer (start
// and render both sit on App; neither needs the other). App is the file App.tsx.
const HOST_LAYERS = [
  ['boundary', 'early', 'site', 'worker'],
  ['auth', 'notify', 'remotes'],
  ['layout'],
  ['App'],
  ['start', 'render'],
];
/** A relative import of a folder (or of the file App.tsx) of the host's src, from anywhere in it. */
const hostPart = (part: string) => `^\\.\\.?/(\\.\\./)*${part}(/|$)`;
const hostLayers = HOST_LAYERS.flatMap((layer, index) =>
  layer.map((part) => {
    const barred = [...layer.filter((other) => other !== part), ...HOST_LAYERS.slice(index + 1).flat()];
    return {
      files: [part === 'App' ? 'apps/host/src/App.tsx' : `apps/host/src/${part}/**/*.{ts,tsx}`],
      rules: restrictImports({
        patterns: barred.map((other) => ({
          regex: hostPart(other),
          message: `The host's ${part} imports only from ${HOST_LAYERS.slice(0, index).flat().join(', ') || 'packages'} (the layers below it) and itself: never from ${other}.`,
        })),
      }),
    };
  }),
);

const DECLARATION_ONLY =
  "A route declaration lists pages from data: no React, no components, no CSS ('@storefront/ui/head' and '/money' are light).";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The refs-during-render and set-state-in-effect rules flag the ordinary ref/draft patterns used here.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Apps meet only through packages/* and federated modules: never another app's source.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: restrictImports(),
  },
  {
    // Remotes use the host only through the shell contract: '@storefront/shell/host' is the host's.
    files: [...REMOTES.map((remote) => `apps/${remote.name}/src/**/*.{ts,tsx}`), 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictImports({
      paths: [
        {
          name: '@storefront/shell/host',
          message: "Only the host composes the page; a remote uses '@storefront/shell' (the contract).",
        },
      ],
    }),
  },
  {
    // A visitor's form is drawn with its copy ('@storefront/types/form-copy') and loads its checks,
    // the schemas and zod, once it works (useFormChecks): they are no part of the page's start. The
    // staff's inbox, drawn in the browser only, takes them at once.
    files: REMOTES.filter((remote) => remote.name !== 'inbox').map((remote) => `apps/${remote.name}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@storefront/types/forms'][importKind!='type']",
          message:
            "A form's checks load once it works: its copy from '@storefront/types/form-copy', its checks with useFormChecks('…Schema') from '@storefront/ui/lazy-checks'.",
        },
      ],
    },
  },
  {
    // A remote's route declaration is loaded only to list its pages (sitemap, server render): data,
    // never React, components or CSS (docs/decisions/0009-route-ownership-declared-by-remotes.md).
    files: REMOTES.map((remote) => `apps/${remote.name}/src/declaration.ts`),
    rules: restrictImports({
      paths: [
        'react',
        'react-dom',
        '@storefront/ui',
        '@storefront/ui/forms',
        '@storefront/ui/icon',
        '@storefront/shell/host',
      ].map((name) => ({ name, message: DECLARATION_ONLY })),
      patterns: [{ group: ['*.css', '*.tsx', '**/pages/*', '**/components/*'], message: DECLARATION_ONLY }],
    }),
  },
  ...apiLayers,
  ...hostLayers,
  {
    // The shell is the one place that may use the router and store libraries.
    files: ['packages/shell/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    // Playwright fixtures call `use`, which is not React's.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The site's service workers: the built one (src/worker) and the kill switch served as it is.
    files: ['apps/host/public/sw-*.js', 'apps/host/src/worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
