import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Data tables (translations, demo-data text) may be long: they hold no logic.
const DATA_TABLES = ['src/i18n/ra-zh-CN.ts', 'server/seed/text/**', 'server/modules/*/seed/text/**'];

const SERVER = { regex: '^(\\.\\./)+server(/|$)', message: 'The panel never imports the API (server/): share through contract/.' };
const OUTSIDE_SERVER = { regex: '^(\\.\\./)+(src|tests|mocks|build)(/|$)', message: 'The API imports nothing outside server/ but the shared contract (contract/).' };
/** contract/ is what both halves agree on: it imports TypeBox and itself only. */
const contractBoundary = (depth) => ({
  files: [`contract/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      { regex: '^(?!typebox$)[^.]', message: 'contract/ imports TypeBox and itself only: both halves load it.' },
      { regex: `^(\\.\\./){${depth + 1}}`, message: 'contract/ imports TypeBox and itself only: both halves load it.' },
    ] }],
  },
});
const MODULES = { regex: '^(\\.\\./)+modules(/|$)', message: 'Core and the resource mechanism never import a module: modules hand themselves in (server/modules/index.ts → app.ts).' };
const PANEL_RESOURCES = { regex: '^(\\.\\./)+resources(/|$)', message: 'Providers never import src/resources: App.tsx hands the route → API-resource map in.' };

/**
 * A file `depth` folders below server/modules/ may import another module only
 * through its index.ts ('../messages', not '../messages/notify'), and never the
 * registry itself.
 */
const moduleBoundary = (depth) => ({
  files: [`server/modules/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      OUTSIDE_SERVER,
      { regex: `^(\\.\\./){${depth}}[^./][^/]*/.+`, message: "Another module is imported only through its index.ts ('../<module>')." },
      { regex: `^(\\.\\./){${depth}}\\.\\./modules(/|$)`, message: "Another module is imported only through its index.ts ('../<module>')." },
      { regex: `^(\\.\\./){${depth - 1}}\\.\\.(/index)?$`, message: 'A module never imports the registry (server/modules/index.ts).' },
    ] }],
  },
});

export default defineConfig(
  { ignores: ['dist', 'build/server', 'data', 'node_modules', 'coverage', 'mocks/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // plain-JavaScript scripts run by Node (server/bin/launch.mjs)
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // CommonJS (build/shims/*.cjs, required by a CommonJS package in the build)
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.commonjs } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  // Size: small files and functions (tests and data tables excepted).
  {
    files: ['contract/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: DATA_TABLES,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  // Boundaries (docs/architecture.md "Where things live"). A later block replaces
  // an earlier one's no-restricted-imports for the same file, so each lists all it needs.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [SERVER] }] } },
  { files: ['src/providers/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, PANEL_RESOURCES] }] } },
  // a resource list is the panel's <List> (src/resources/shared/List.tsx): a list opened from a workplace figure keeps its filter to itself
  {
    files: ['src/resources/**/*.{ts,tsx}'],
    ignores: ['src/resources/shared/List.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER], paths: [{ name: 'react-admin', importNames: ['List'],
      message: "A resource list is src/resources/shared/List.tsx's <List>: a list opened from a workplace figure keeps its filter to itself." }] }] },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [OUTSIDE_SERVER] }] } },
  { files: ['server/core/**/*.ts', 'server/resources/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [OUTSIDE_SERVER, MODULES] }] } },
  ...[1, 2, 3, 4].map(moduleBoundary),
  ...[0, 1, 2].map(contractBoundary),
);
