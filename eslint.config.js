// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**', 'src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [electron], patterns: [nodeBuiltins, mainFromOutside] },
      ],
    },
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
    files: ['src/sandbox/cli.ts', 'src/harness/cli.ts', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
)
