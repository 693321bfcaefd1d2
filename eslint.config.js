import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'

// Features never import each other: one zone per feature folder, generated from the tree.
const featureDirs = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []
const featureZones = featureDirs.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to src/components or src/lib.',
}))

// What the PWA may load from api/: the wire format, labels and rules both sides use, in files named so.
// Glob exceptions are matched against absolute paths.
const sharedFiles = resolve('api/**/*.shared.ts')

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'data/**',
      'node_modules/**',
      'src/route-tree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Imports are written without extensions: the rules below resolve them like TypeScript does.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Imports flow one way inside a folder too: no module imports (however indirectly) one that imports it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api',
              from: ['./src', './sw', './server'],
              message: 'api/ is runtime-agnostic: it imports nothing from src, sw or server.',
            },
            {
              target: './src',
              from: ['./server', './sw'],
              message: 'The PWA talks to the server and the service worker over HTTP only.',
            },
            {
              target: './src',
              from: './api/**',
              except: [sharedFiles],
              message: 'src/ imports from api/ only its *.shared.ts files (schemas, labels, rules).',
            },
            {
              target: sharedFiles,
              from: './api/**',
              except: [sharedFiles],
              message:
                'A *.shared.ts file is loaded by the PWA too: it imports only other *.shared.ts files.',
            },
            {
              target: './sw',
              from: ['./src', './server'],
              message: 'The service worker hosts api/; it does not import the PWA or the server.',
            },
            {
              target: './server',
              from: ['./src', './sw'],
              message: 'The server hosts api/; it does not import the PWA or the service worker.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A *.shared.ts file is in the PWA's bundle: besides other *.shared.ts files (checked above) it imports
    // only packages that run in a browser and that the PWA already ships.
    files: ['api/**/*.shared.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?![./])(?!(zod|zod/mini|pdf-lib|@pdf-lib/fontkit)$)',
              message: 'A *.shared.ts file imports only zod, pdf-lib and @pdf-lib/fontkit among packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every moment a screen shows goes through src/lib/format-date.ts, in the platform's time zone, not the
    // browser's (docs/rules/ui-shell.md#dates-and-money). Calendar days that are no moment (an Istanbul
    // business day, an analytics bucket) are formatted where their rule lives.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/format-date.ts',
      'src/features/admin-billing/invoice-labels.ts',
      'src/features/admin-analytics/analytics-range.ts',
      'src/features/admin-analytics/analytics-format.ts',
      'src/components/charts/chart-format.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Dates and times are written by src/lib/format-date.ts (the platform’s time zone).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Dates and times are written by src/lib/format-date.ts (the platform’s time zone).',
        },
      ],
    },
  },
)
