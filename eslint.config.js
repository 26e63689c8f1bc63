// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import local from './eslint/index.js'

const electron = {
  name: 'electron',
  message:
    'Only src/main/adapters, src/main/*.ts and src/preload may touch Electron; core code must run in plain Node.',
}
const nodeBuiltins = {
  group: ['node:*'],
  message: 'Shared and renderer code runs in the browser too: no Node built-ins.',
}
const mainFromOutside = {
  group: ['**/main/**', '**/preload/**', '**/harness/**', '**/sandbox/**'],
  message: 'Shared and renderer code may import only from shared.',
}
/** Shared and renderer code: browser-safe, nothing of main; `extra` for one part of the renderer. */
const browserImports = (...extra) => [
  'error',
  { paths: [electron], patterns: [nodeBuiltins, mainFromOutside, ...extra] },
]
const ipcOnlyInStoresAndHooks = {
  regex: '(^|/)lib/api$',
  message:
    'Only stores (src/renderer/src/store) and feature hooks (src/renderer/src/hooks) call main: render here, and call a store action or a hook.',
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: [
      'src/main/core/**',
      'src/main/demo/**',
      'src/sandbox/**',
      'src/harness/**',
      'test/**',
      'bench/**',
      'scripts/**',
    ],
    ignores: ['test/e2e-electron/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electron] }] },
  },
  {
    files: ['src/main/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            {
              group: ['**/adapters/**', '**/renderer/**'],
              message: 'Core depends only on interfaces.',
            },
            {
              group: ['**/sandbox/**'],
              message:
                'Core must not import the fake vendor service: it gets the demo through the DemoHost adapter (src/main/demo/sandboxHost.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // token-desk starts as fast as Node does: Node built-ins, shared types, the endpoint rule.
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            electron,
            ...['zod', 'axios', 'conf', 'electron-store'].map((name) => ({
              name,
              message: 'The command line imports no libraries: it must start fast (docs/cli.md).',
            })),
          ],
          patterns: [
            {
              regex: '(^|/)main/(?!core/cli/endpoint$)',
              message:
                'The command line is a client: from main it may import only the endpoint rule.',
            },
            {
              group: ['**/renderer/**', '**/harness/**', '**/sandbox/**'],
              message: 'Not for the command line.',
            },
          ],
        },
      ],
    },
  },
  {
    // The order of layers inside the core (docs/architecture.md).
    files: ['src/main/core/**/*.ts'],
    plugins: { local },
    rules: { 'local/core-layers': 'error' },
  },
  {
    files: ['src/shared/**', 'src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': browserImports() },
  },
  {
    files: ['src/renderer/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/ipc/contract$',
              allowTypeImports: true,
              message:
                'The window takes only types from the IPC contract: a value from it builds every call’s schema as the window starts (main checks the input).',
            },
          ],
        },
      ],
    },
  },
  {
    // IPC only in stores and feature hooks: components, the app and helpers go through them.
    files: ['src/renderer/src/**'],
    ignores: [
      'src/renderer/src/store/**',
      'src/renderer/src/hooks/**',
      'src/renderer/src/lib/api.ts',
    ],
    rules: {
      'no-restricted-imports': browserImports(ipcOnlyInStoresAndHooks, {
        regex: '^\\./api$',
        message: ipcOnlyInStoresAndHooks.message,
      }),
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='tokenDesk']",
          message: ipcOnlyInStoresAndHooks.message,
        },
      ],
    },
  },
  {
    // helpers < stores < feature hooks < components < the app; among stores, each uses
    // only the stores below it (docs/architecture.md, eslint/rendererLayers.js).
    files: ['src/renderer/src/**/*.ts', 'src/renderer/src/**/*.tsx'],
    plugins: { local },
    rules: { 'local/renderer-layers': 'error' },
  },
  {
    files: ['src/renderer/src/store/**/*.ts'],
    plugins: { local },
    rules: { 'local/store-layers': 'error' },
  },
  {
    // Words the window shows come from the catalogs (docs/i18n.md).
    files: ['src/renderer/src/**/*.tsx'],
    plugins: { local },
    rules: { 'local/no-jsx-literals': 'error' },
  },
  {
    files: ['src/renderer/**/*.tsx', 'src/renderer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['test/components/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests state what they expect; a wrong `!` fails the test loudly anyway.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // bin/token-desk.cjs: CommonJS on purpose, so Node starts it without its ES module loader.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/sandbox/cli.ts', 'src/harness/cli.ts', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
)
